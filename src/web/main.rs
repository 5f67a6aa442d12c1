//! connect4 in a web page: the terminal game's model, update and view drawn by
//! ratzilla, with the browser at the edge (keys and the mouse, local storage, a Web
//! Worker running the engine). `cargo web` builds it into `target/web/`.

#[cfg(target_arch = "wasm32")]
mod browser_puzzles;
#[cfg(target_arch = "wasm32")]
mod browser_store;
#[cfg(target_arch = "wasm32")]
mod checkers_protocol;
#[cfg(target_arch = "wasm32")]
mod engine_worker;
#[cfg(target_arch = "wasm32")]
mod input;
#[cfg(target_arch = "wasm32")]
mod page;
#[cfg(target_arch = "wasm32")]
mod page_game;
#[cfg(target_arch = "wasm32")]
mod protocol;
#[cfg(target_arch = "wasm32")]
mod settings;

/// The page's module also runs in the engine's worker, where there is no window: there
/// it waits for `run_engine_worker` instead.
#[cfg(target_arch = "wasm32")]
fn main() {
    if web_sys::window().is_some() {
        page::start();
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("connect4-web is the page's entry point, built for wasm32: run `cargo web`");
    std::process::exit(2);
}
