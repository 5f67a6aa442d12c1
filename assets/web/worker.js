// The engine's worker: loads the same module as the page and waits for jobs.
import init, { run_engine_worker } from "./connect4-web.js";

// A job the page posts while the module is still loading (a puzzle's first move can
// come that soon) would find no listener and be lost: keep it for the engine.
const early = [];
self.onmessage = (event) => early.push(event);
await init();
run_engine_worker();
for (const event of early) {
  self.onmessage(event);
}
