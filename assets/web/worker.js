// The engine's worker: loads the same module as the page and waits for jobs.
import init, { run_engine_worker } from "./connect4-web.js";

await init();
run_engine_worker();
