//! Whether the person asked their system for less motion (`prefers-reduced-motion`):
//! then no disc falls or bounces, the winning four does not pulse, and the sound
//! starts off until they turn it on (many who ask for less motion ask for calm).

/// Asked again each time: the setting may change while the page is open.
pub fn wanted() -> bool {
    web_sys::window()
        .and_then(|window| window.match_media("(prefers-reduced-motion: reduce)").ok())
        .flatten()
        .is_some_and(|query| query.matches())
}
