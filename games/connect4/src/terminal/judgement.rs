//! How the review shows a judged move: "W5→L3 ??", the value before and after the
//! move for the player who made it, and its mark coloured by how much it gave away.

use crate::ai::review::{Mark, ReviewedMove};
use connect4_shell::Theme;
use ratatui::style::{Modifier, Style};
use ratatui::text::Span;

/// "W5→L3 ??" for a judged move, "…" while its position is being analysed.
pub fn judgement(judged: Option<&ReviewedMove>, theme: &Theme) -> Vec<Span<'static>> {
    let Some(judged) = judged else {
        return vec![Span::styled(
            if theme.ascii { "..." } else { "…" },
            theme.hint_draw,
        )];
    };
    let arrow = if theme.ascii { "->" } else { "→" };
    let mut spans = vec![Span::raw(format!(
        "{}{arrow}{}",
        judged.before.label(),
        judged.after.label()
    ))];
    if let Some(symbol) = mark_symbol(judged.mark) {
        spans.push(Span::styled(
            format!(" {symbol}"),
            mark_style(judged.mark, theme),
        ));
    }
    spans
}

/// The symbol shown after a move: none for the best move, "?" when not known.
pub fn mark_symbol(mark: Mark) -> Option<&'static str> {
    match mark {
        Mark::Best => None,
        Mark::Unknown => Some("?"),
        Mark::Inaccuracy | Mark::Mistake | Mark::Blunder => Some(mark.symbol()),
    }
}

/// Red for a move that lost the match, dimmer for one that gave less away.
pub fn mark_style(mark: Mark, theme: &Theme) -> Style {
    match mark {
        Mark::Blunder => theme.hint_loss.add_modifier(Modifier::BOLD),
        Mark::Mistake => theme.hint_loss,
        Mark::Inaccuracy | Mark::Unknown | Mark::Best => theme.hint_draw,
    }
}

/// The words after a judged move in the status bar, saying what its mark means.
pub fn mark_words(mark: Mark) -> &'static str {
    match mark {
        Mark::Best => "best",
        Mark::Inaccuracy => "the same outcome, not the quickest",
        Mark::Mistake => "a win let slip to a draw",
        Mark::Blunder => "now lost",
        Mark::Unknown => "not solved in time",
    }
}
