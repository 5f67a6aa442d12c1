// The page's service worker: after the first visit the page plays offline, and can be
// installed as an app (manifest.webmanifest). On install it keeps what the page needs
// to start; the data fetched when first needed (the opening book, the puzzles,
// checkers' endgame database) is kept when the page first fetches it, so whatever was
// played once plays offline, and nobody downloads what they never play; installed as
// an app, the page has it keep everything.
// `cargo web` names most files after their content (worker.0123456789abcdef.js, and
// writes those names here): such a file never changes, so the cache answers it first.
// The page and the manifest go to the network first, so a new build is seen at once,
// and the cache answers when the network cannot. Each build drops the older one's files.
const CACHE = "connect4-page";
// The page itself as it was opened ("./"); index.html is kept when opened by name.
const START = [
  "./",
  "icon.svg",
  "manifest.webmanifest",
  "connect4-web.js",
  "connect4-web_bg.wasm",
  "worker.js",
];
const LATER = ["index.html", "book.bin", "puzzles.txt", "checkers-endgame-4.bin"];
const FILES = START.concat(LATER);
const FINGERPRINTED = /\.[0-9a-f]{16}\.[^.]+$/;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(START)));
  self.skipWaiting();
});

// The page installed as an app asks for everything, the data too, so that every game
// plays offline before it was ever played.
self.addEventListener("message", (event) => {
  if (event.data === "keep-everything") {
    event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(LATER)));
  }
});

self.addEventListener("activate", (event) => {
  event.waitUntil(dropOlderBuilds().then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  // Only the page's own files: not the server's WebSocket, /health, /metrics, or
  // anything elsewhere.
  const url = new URL(request.url);
  const name = fileName(url);
  if (request.method !== "GET" || url.origin !== location.origin || !FILES.includes(name)) {
    return;
  }
  event.respondWith(FINGERPRINTED.test(name) ? kept(request) : fresh(request));
});

function fileName(url) {
  return url.pathname.slice(url.pathname.lastIndexOf("/") + 1) || "./";
}

async function dropOlderBuilds() {
  const cache = await caches.open(CACHE);
  const requests = await cache.keys();
  await Promise.all(requests
    .filter((request) => !FILES.includes(fileName(new URL(request.url))))
    .map((request) => cache.delete(request)));
}

// A file that never changes: from the cache, else fetched once and kept.
async function kept(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    cache.put(request, response.clone());
  }
  return response;
}

async function fresh(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) {
      cache.put(request, response.clone());
    }
    return response;
  } catch (offline) {
    // The address's query (?puzzle, ?daily) names no other file.
    const cached = await cache.match(request, { ignoreSearch: true });
    if (cached) return cached;
    throw offline;
  }
}
