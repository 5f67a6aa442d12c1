//! The one-line box where a player types an invite code, to join that game or to
//! watch it. The code is checked as it is typed (a character no code has, or too
//! many), and once more on Enter (too few); it is sent only when it reads.

use connect4_protocol::{CODE_LENGTH, ClientMessage, InviteCode, InviteCodeError};

/// What the typed code is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Aim {
    /// Take the second seat of a hosted game.
    Join,
    /// Watch the game, from its first move.
    Watch,
}

/// The longest text kept: a code is six characters, and spaces and dashes are
/// allowed between them; more can only be a mistake, which the box says.
const MAX_TYPED: usize = 12;

/// The box as typed so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodeEntry {
    pub aim: Aim,
    /// What was typed, in capitals (a code is read in any case).
    pub text: String,
    /// Why Enter did not send it, until the next key typed.
    pub refused: Option<String>,
}

impl CodeEntry {
    pub fn new(aim: Aim) -> CodeEntry {
        CodeEntry {
            aim,
            text: String::new(),
            refused: None,
        }
    }

    /// Adds a typed character; control characters and past the longest are ignored.
    pub fn type_char(&mut self, c: char) {
        self.refused = None;
        if !c.is_control() && self.text.chars().count() < MAX_TYPED {
            self.text.extend(c.to_uppercase());
        }
    }

    pub fn erase(&mut self) {
        self.refused = None;
        self.text.pop();
    }

    /// What is wrong with the code so far, as it is typed: a character no code has,
    /// or too many of them. Too few is no mistake until Enter.
    pub fn problem(&self) -> Option<String> {
        if let Some(refused) = &self.refused {
            return Some(refused.clone());
        }
        match InviteCode::parse(&self.text) {
            Err(InviteCodeError::Length(n)) if n < CODE_LENGTH => None,
            Err(error) => Some(error.to_string()),
            Ok(_) => None,
        }
    }

    /// Enter: the request for the server if the code reads, else why not (kept, for
    /// the box to show).
    pub fn submit(&mut self) -> Option<ClientMessage> {
        match InviteCode::parse(&self.text) {
            Ok(code) => Some(match self.aim {
                Aim::Join => ClientMessage::Join { code },
                Aim::Watch => ClientMessage::Watch { game: code },
            }),
            Err(error) => {
                self.refused = Some(error.to_string());
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(aim: Aim, text: &str) -> CodeEntry {
        let mut entry = CodeEntry::new(aim);
        text.chars().for_each(|c| entry.type_char(c));
        entry
    }

    #[test]
    fn a_code_typed_in_any_case_is_sent_for_what_the_box_is_for() {
        let code = InviteCode::parse("K7MX3P").unwrap();
        let mut join = typed(Aim::Join, "k7mx-3p");
        assert_eq!(join.text, "K7MX-3P");
        assert_eq!(join.problem(), None);
        assert_eq!(join.submit(), Some(ClientMessage::Join { code }));
        let mut watch = typed(Aim::Watch, "K7MX3P");
        assert_eq!(watch.submit(), Some(ClientMessage::Watch { game: code }));
    }

    #[test]
    fn a_wrong_character_shows_at_once_and_too_few_only_on_enter() {
        let mut entry = typed(Aim::Join, "K7O");
        assert!(entry.problem().unwrap().contains("O cannot be"));
        entry.erase();
        assert_eq!(entry.problem(), None, "too few is no mistake yet");
        assert_eq!(entry.submit(), None);
        assert_eq!(
            entry.problem().as_deref(),
            Some("an invite code has 6 characters, not 2")
        );
        entry.type_char('M');
        assert_eq!(entry.problem(), None, "typing clears the refusal");
        let long = typed(Aim::Join, "K7MX3PQ");
        assert!(long.problem().unwrap().contains("not 7"));
    }

    #[test]
    fn control_characters_and_past_the_longest_are_not_typed() {
        let entry = typed(Aim::Watch, "\u{1b}[2J");
        assert_eq!(entry.text, "[2J");
        let entry = typed(Aim::Watch, &"2".repeat(40));
        assert_eq!(entry.text.len(), MAX_TYPED);
    }
}
