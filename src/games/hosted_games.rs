//! The games the shell's host plays, one line each: the only list of them. A game in
//! a crate of its own that writes its rules, its computer and its `TerminalView` is
//! added here and nowhere else; the registry (`games`), the terminal's runs
//! (`play/terminals.rs`), and the page and its worker (`src/web`) each expand this
//! list into their own rows.

/// Expands `$then! { OWN ; Game, … }`: the rows given (`OWN`, the games with programs
/// of their own), then every hosted game's type.
#[macro_export]
macro_rules! with_hosted_games {
    ($then:ident { $($own:tt)* }) => {
        $then! { $($own)* ; connect4_popout::rules::Game }
    };
}
