//! The browser's WebSocket to the server: open one, send the protocol's messages,
//! and hear what comes back (a text frame, the opening, the end). The text is the
//! client core's to read; binary frames are dropped, as the server never sends them.

use connect4_protocol::{ClientMessage, encode};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, WebSocket};

/// What the socket heard.
pub enum Heard {
    /// The connection is open.
    Opened,
    /// A text frame, as it came.
    Text(String),
    /// The connection closed or failed; nothing more will come on it.
    Closed,
}

/// One connection; closed when dropped, and then silent.
pub struct Socket {
    socket: WebSocket,
    /// Kept alive for as long as the socket may call them.
    _handlers: [Closure<dyn FnMut(JsValue)>; 3],
}

impl Socket {
    /// Opens a connection to `url`; `hear` is told what happens on it, each time on
    /// its own turn of the browser's event loop.
    pub fn open(url: &str, hear: impl Fn(Heard) + 'static) -> Result<Socket, JsValue> {
        let socket = WebSocket::new(url)?;
        let hear = Rc::new(hear);
        let on = |heard: fn(JsValue) -> Option<Heard>| {
            let hear = Rc::clone(&hear);
            Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
                if let Some(heard) = heard(event) {
                    hear(heard);
                }
            })
        };
        let opened = on(|_| Some(Heard::Opened));
        let message = on(|event| {
            let text = event.dyn_into::<MessageEvent>().ok()?.data().as_string()?;
            Some(Heard::Text(text))
        });
        let closed = on(|_| Some(Heard::Closed));
        socket.set_onopen(Some(opened.as_ref().unchecked_ref()));
        socket.set_onmessage(Some(message.as_ref().unchecked_ref()));
        // A failure is always followed by a close: only the close is heard.
        socket.set_onclose(Some(closed.as_ref().unchecked_ref()));
        Ok(Socket {
            socket,
            _handlers: [opened, message, closed],
        })
    }

    /// Sends a message; false if the connection cannot take it (not open, or gone).
    pub fn send(&self, message: &ClientMessage) -> bool {
        self.socket.ready_state() == WebSocket::OPEN
            && self.socket.send_with_str(&encode(message)).is_ok()
    }
}

impl Drop for Socket {
    fn drop(&mut self) {
        // Its handlers go with it: nothing may call them after.
        self.socket.set_onopen(None);
        self.socket.set_onmessage(None);
        self.socket.set_onclose(None);
        let _ = self.socket.close();
    }
}
