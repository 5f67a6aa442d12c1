//! connect4 in a web page: the terminal game's model, update and view drawn by
//! ratzilla, with the browser at the edge (keys and the mouse, local storage, a Web
//! Worker running the engine, a WebSocket to the server of online play). `cargo web`
//! builds it into `target/web/`.

#[cfg(target_arch = "wasm32")]
mod address;
#[cfg(target_arch = "wasm32")]
mod board_canvas;
#[cfg(target_arch = "wasm32")]
mod board_fit;
#[cfg(target_arch = "wasm32")]
mod board_motion;
#[cfg(target_arch = "wasm32")]
mod board_paint;
#[cfg(target_arch = "wasm32")]
mod browser_puzzles;
#[cfg(target_arch = "wasm32")]
mod browser_store;
#[cfg(target_arch = "wasm32")]
mod cell_css;
#[cfg(target_arch = "wasm32")]
mod checkers_paint;
#[cfg(target_arch = "wasm32")]
mod checkers_protocol;
#[cfg(target_arch = "wasm32")]
mod checkers_sides;
#[cfg(target_arch = "wasm32")]
mod checkers_worker;
#[cfg(target_arch = "wasm32")]
mod colours;
#[cfg(target_arch = "wasm32")]
mod connect4_paint;
#[cfg(target_arch = "wasm32")]
mod connect4_protocol;
#[cfg(target_arch = "wasm32")]
mod connect4_worker;
#[cfg(target_arch = "wasm32")]
mod core_link;
#[cfg(target_arch = "wasm32")]
mod data_news;
#[cfg(target_arch = "wasm32")]
mod disc_holes;
#[cfg(target_arch = "wasm32")]
mod dom;
#[cfg(target_arch = "wasm32")]
mod drop_motion;
#[cfg(target_arch = "wasm32")]
mod end_banner;
#[cfg(target_arch = "wasm32")]
mod engine_worker;
#[cfg(target_arch = "wasm32")]
mod focus_trap;
#[cfg(target_arch = "wasm32")]
mod frames;
#[cfg(target_arch = "wasm32")]
mod game_moments;
#[cfg(target_arch = "wasm32")]
mod help_guide;
#[cfg(target_arch = "wasm32")]
mod help_overlay;
#[cfg(target_arch = "wasm32")]
mod identity;
#[cfg(target_arch = "wasm32")]
mod input;
#[cfg(target_arch = "wasm32")]
mod lobby_bar;
#[cfg(target_arch = "wasm32")]
mod lobby_box;
#[cfg(target_arch = "wasm32")]
mod lobby_facts;
#[cfg(target_arch = "wasm32")]
mod lobby_page;
#[cfg(target_arch = "wasm32")]
mod lobby_panel;
#[cfg(target_arch = "wasm32")]
mod lobby_screen;
#[cfg(target_arch = "wasm32")]
mod menu_overlay;
#[cfg(target_arch = "wasm32")]
mod moments;
#[cfg(target_arch = "wasm32")]
mod note_overlay;
#[cfg(target_arch = "wasm32")]
mod online_link;
#[cfg(target_arch = "wasm32")]
mod online_page;
#[cfg(target_arch = "wasm32")]
mod online_panel;
#[cfg(target_arch = "wasm32")]
mod opening;
#[cfg(target_arch = "wasm32")]
mod overlay;
#[cfg(target_arch = "wasm32")]
mod page;
#[cfg(target_arch = "wasm32")]
mod page_chrome;
#[cfg(target_arch = "wasm32")]
mod page_files;
#[cfg(target_arch = "wasm32")]
mod page_game;
#[cfg(target_arch = "wasm32")]
mod page_games;
#[cfg(target_arch = "wasm32")]
mod page_keys;
#[cfg(target_arch = "wasm32")]
mod page_prefs;
#[cfg(target_arch = "wasm32")]
mod page_run;
#[cfg(target_arch = "wasm32")]
mod panel_facts;
#[cfg(target_arch = "wasm32")]
mod protocol;
#[cfg(target_arch = "wasm32")]
mod puzzle_facts;
#[cfg(target_arch = "wasm32")]
mod puzzle_set;
#[cfg(target_arch = "wasm32")]
mod reduced_motion;
#[cfg(target_arch = "wasm32")]
mod settings;
#[cfg(target_arch = "wasm32")]
mod settings_form;
#[cfg(target_arch = "wasm32")]
mod share_out;
#[cfg(target_arch = "wasm32")]
mod side_fold;
#[cfg(target_arch = "wasm32")]
mod side_panel;
#[cfg(target_arch = "wasm32")]
mod socket;
#[cfg(target_arch = "wasm32")]
mod sound;
#[cfg(target_arch = "wasm32")]
mod sound_switch;
#[cfg(target_arch = "wasm32")]
mod start_choice;
#[cfg(target_arch = "wasm32")]
mod start_run;
#[cfg(target_arch = "wasm32")]
mod start_screen;
#[cfg(target_arch = "wasm32")]
mod text_grid;
#[cfg(target_arch = "wasm32")]
mod timers;
#[cfg(target_arch = "wasm32")]
mod touch_bar;
#[cfg(target_arch = "wasm32")]
mod winning_four;
#[cfg(target_arch = "wasm32")]
mod worker_game;
#[cfg(target_arch = "wasm32")]
mod worker_games;

/// The page's module also runs in the engine's worker, where there is no window: there
/// it waits for `run_engine_worker` instead.
#[cfg(target_arch = "wasm32")]
fn main() {
    if web_sys::window().is_none() {
        return;
    }
    // Before anything that may wait (the puzzles' fetch): the loading screen goes as
    // soon as this returns, and the start screen served under it shows only if asked.
    start_screen::take_over();
    if puzzle_set::wanted_now() {
        puzzle_set::fetch(opening::start);
    } else {
        // The puzzles come when a menu that offers them first opens (`page_run`).
        opening::start();
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("connect4-web is the page's entry point, built for wasm32: run `cargo web`");
    std::process::exit(2);
}
