// The engine's worker: loads the same module as the page and runs its jobs in order.
// A game's engine data (Connect 4's opening book, checkers' endgame database) is not
// in the module (it would double the page's first download): the module names the file
// a job's game needs (engine_data), fetched the first time a job of that game comes,
// and the page is told while it comes ({data, state}). A file that cannot be fetched
// leaves the engine without it (slower, never wrong) and says so.
import init, { engine_data, engine_job, install_engine_data } from "./connect4-web.js";

// The build's names of the page's files (each after its content): the module names
// a data file as it is in the sources.
const FILES = /*files*/{};

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
    const data = engine_data(job);
    if (data) await fetchOnce(JSON.parse(data));
    engine_job(job);
  }
  running = false;
}

function fetchOnce({ file, what }) {
  fetched[file] ??= (async () => {
    self.postMessage({ data: what, state: "fetching" });
    try {
      const response = await fetch(FILES[file] ?? file);
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      install_engine_data(file, new Uint8Array(await response.arrayBuffer()));
      self.postMessage({ data: what, state: "ready" });
    } catch (error) {
      self.postMessage({ data: what, state: `could not be fetched (${error}): the computer plays without it` });
    }
  })();
  return fetched[file];
}
