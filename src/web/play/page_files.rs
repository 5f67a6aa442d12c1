//! The build's names of the page's files: `cargo web` names most of them after their
//! content (`worker.0123456789abcdef.js`) and gives the page the table
//! (`globalThis.connect4Files`, in `index.html`); a page served unbuilt has none, and
//! the names are the sources'.

use wasm_bindgen::JsValue;

/// Where `index.html` puts the table.
const TABLE: &str = "connect4Files";

/// The name the build gave the file `name` of `assets/web/` or the data.
pub fn built(name: &str) -> String {
    js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str(TABLE))
        .ok()
        .filter(|table| table.is_object())
        .and_then(|table| js_sys::Reflect::get(&table, &JsValue::from_str(name)).ok())
        .and_then(|built| built.as_string())
        .unwrap_or_else(|| name.to_string())
}
