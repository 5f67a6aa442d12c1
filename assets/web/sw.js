// The page's service worker: after the first visit the page plays offline, and can be
// installed as an app (manifest.webmanifest). Every file of the page is kept in a
// cache: on install the page's own files and the data it fetches when first needed
// (the opening book, the puzzles, checkers' endgame database), in the background.
// A request goes to the network first, so a new build is seen at once, and the
// cache answers when the network cannot; each good answer refreshes the cache.
const CACHE = "connect4-page";
const FILES = [
  "./",
  "index.html",
  "page.css",
  "grid.css",
  "boxes.css",
  "panel.css",
  "lobby.css",
  "controls.css",
  "icon.svg",
  "manifest.webmanifest",
  "connect4-web.js",
  "connect4-web_bg.wasm",
  "worker.js",
  "book.bin",
  "puzzles.txt",
  "checkers-endgame-4.bin",
];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  // Only the page's own files: not the server's WebSocket, /health, /metrics, or
  // anything elsewhere.
  const url = new URL(request.url);
  const name = url.pathname.slice(url.pathname.lastIndexOf("/") + 1) || "./";
  if (request.method !== "GET" || url.origin !== location.origin || !FILES.includes(name)) {
    return;
  }
  event.respondWith(fresh(request));
});

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
    const kept = await cache.match(request, { ignoreSearch: true });
    if (kept) return kept;
    throw offline;
  }
}
