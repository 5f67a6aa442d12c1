//! The browser's timers, for what the terminal's threads do by sleeping: the
//! computer's move held back, a connection tried again after a wait, the clocks of a
//! game online read again each second.

use std::time::Duration;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// Runs `then` once after `wait`.
pub fn later(wait: Duration, then: impl FnOnce() + 'static) {
    let callback = Closure::once_into_js(then);
    if let Some(window) = web_sys::window() {
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
            callback.unchecked_ref(),
            wait.as_millis() as i32,
        );
    }
}

/// Runs a callback every period until dropped.
pub struct Every {
    id: Option<i32>,
    _callback: Closure<dyn FnMut()>,
}

impl Every {
    pub fn start(period: Duration, callback: impl FnMut() + 'static) -> Every {
        let callback = Closure::<dyn FnMut()>::new(callback);
        let id = web_sys::window().and_then(|window| {
            window
                .set_interval_with_callback_and_timeout_and_arguments_0(
                    callback.as_ref().unchecked_ref(),
                    period.as_millis() as i32,
                )
                .ok()
        });
        Every {
            id,
            _callback: callback,
        }
    }
}

impl Drop for Every {
    fn drop(&mut self) {
        if let (Some(window), Some(id)) = (web_sys::window(), self.id) {
            window.clear_interval_with_handle(id);
        }
    }
}
