//! The page's own buttons pressing the config's keys: an action's key (the buttons
//! under the board, the banner's), or a menu's item reached as the keys reach it (up
//! or down to it, then choose), so every button goes through the model's update as
//! the terminal's keys do, rebound or not.

use crate::play::page::{Shared, dispatch};
use crate::play::page_game::PageGame;
use crate::play::touch_bar;

/// Presses the key the config gives the action named `action`, if any.
pub fn press<G: PageGame>(page: &Shared<G>, action: &str) {
    let message = {
        let page = page.borrow();
        touch_bar::key_for(page.model.keymap(), action).and_then(|key| page.model.on_key(key))
    };
    if let Some(message) = message {
        dispatch(page, message);
    }
}

/// Chooses the menu's item `index` as the keys would: up or down to it, then choose.
pub fn choose_item<G: PageGame>(page: &Shared<G>, index: usize) {
    // No more steps than the menu has items, whatever the model answers.
    for _ in 0..=index + 64 {
        let press = {
            let page = page.borrow();
            let Some(menu) = page.model.menu(&page.theme) else {
                return;
            };
            let action = match menu.selected.cmp(&index) {
                std::cmp::Ordering::Less => "menu_down",
                std::cmp::Ordering::Greater => "menu_up",
                std::cmp::Ordering::Equal => "choose",
            };
            touch_bar::key_for(page.model.keymap(), action)
                .and_then(|key| page.model.on_key(key))
                .map(|message| (message, action == "choose"))
        };
        let Some((message, last)) = press else { return };
        dispatch(page, message);
        if last {
            return;
        }
    }
}
