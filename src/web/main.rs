//! connect4 in a web page: the terminal game's model, update and view drawn by
//! ratzilla, with the browser at the edge (keys and the mouse, local storage, a Web
//! Worker running the engine, a WebSocket to the server of online play). `cargo web`
//! builds it into `target/web/`. Its files are in folders by concern, listed here.

#[cfg(target_arch = "wasm32")]
mod board;
#[cfg(target_arch = "wasm32")]
mod boxes;
#[cfg(target_arch = "wasm32")]
mod cues;
#[cfg(target_arch = "wasm32")]
mod hosted;
#[cfg(target_arch = "wasm32")]
mod lobby;
#[cfg(target_arch = "wasm32")]
mod online;
#[cfg(target_arch = "wasm32")]
mod panel;
#[cfg(target_arch = "wasm32")]
mod play;
#[cfg(target_arch = "wasm32")]
mod start;
#[cfg(target_arch = "wasm32")]
mod store;
#[cfg(target_arch = "wasm32")]
mod workers;

/// The page's module also runs in the engine's worker, where there is no window: there
/// it waits for `run_engine_worker` instead.
#[cfg(target_arch = "wasm32")]
fn main() {
    if web_sys::window().is_none() {
        return;
    }
    // Before anything that may wait (the puzzles' fetch): the loading screen goes as
    // soon as this returns, and the start screen served under it shows only if asked.
    start::start_screen::take_over();
    if store::puzzle_set::wanted_now() {
        store::puzzle_set::fetch(start::opening::start);
    } else {
        // The puzzles come when a menu that offers them first opens (`page_run`).
        start::opening::start();
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("connect4-web is the page's entry point, built for wasm32: run `cargo web`");
    std::process::exit(2);
}
