// The engine's worker: loads the same module as the page and runs its jobs in order.
// The opening book and checkers' endgame database are not in the module (they would
// double the page's first download): each is fetched the first time a job of its game
// comes, and the page is told while it comes ({data, state}). A file that cannot be
// fetched leaves the engine without it (slower, never wrong) and says so.
import init, { engine_job, install_engine_data } from "./connect4-web.js";

const DATA = {
  Connect4: { file: "book.bin", what: "the opening book" },
  Checkers: { file: "checkers-endgame-4.bin", what: "the checkers endgame database" },
};
const fetched = {};
const jobs = [];
let running = false;
const ready = init();

// Jobs arrive while the module or a file is still loading: they wait here, in order.
self.onmessage = (event) => {
  jobs.push(event.data);
  run();
};

async function run() {
  if (running) return;
  running = true;
  await ready;
  while (jobs.length > 0) {
    const job = jobs.shift();
    const game = Object.keys(JSON.parse(job))[0];
    if (DATA[game]) await fetchOnce(DATA[game]);
    engine_job(job);
  }
  running = false;
}

function fetchOnce({ file, what }) {
  fetched[file] ??= (async () => {
    self.postMessage({ data: what, state: "fetching" });
    try {
      const response = await fetch(file);
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      install_engine_data(file, new Uint8Array(await response.arrayBuffer()));
      self.postMessage({ data: what, state: "ready" });
    } catch (error) {
      self.postMessage({ data: what, state: `could not be fetched (${error}): the computer plays without it` });
    }
  })();
  return fetched[file];
}
