//! Positions as links. The link `s` shows is the page's address with the moves in its
//! fragment (`#moves=4453`, and `&size=8x7` off the standard board), which the page
//! opens; `--moves` reads a plain move string, such a link, or a `?pos=4453` link of
//! connect4.gamesolver.org (7x6, the same 1-based column digits).

use crate::escape::escape_cut;
use crate::game::{BoardSize, Game, Player};

/// A position read from a move string or a link: its moves, and the board size the
/// link names (`None` for a plain move string, which is played on the board in use).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinkedPosition {
    pub moves: String,
    pub size: Option<BoardSize>,
}

/// The link to `game`'s position on the page at `page`.
pub fn position_link(page: &str, game: &Game) -> String {
    let page = page.split('#').next().unwrap_or_default();
    let size = game.size();
    let mut link = format!("{page}#moves={}", game.notation());
    if size != BoardSize::STANDARD {
        link.push_str(&format!("&size={}x{}", size.columns(), size.rows()));
    }
    link
}

/// The position `text` gives: a move string (`4453`), a link with `#moves=` (the
/// page's) or with `?pos=` (connect4.gamesolver.org's, always 7x6), or just the
/// fragment (`#moves=4453`, as the page reads its own address).
pub fn read_position(text: &str) -> Result<LinkedPosition, String> {
    let text = text.trim();
    if !text.contains("://") && !text.starts_with(['#', '?']) {
        return Ok(LinkedPosition {
            moves: text.to_string(),
            size: None,
        });
    }
    let (before, fragment) = text.split_once('#').unwrap_or((text, ""));
    let query = before.split_once('?').map_or("", |(_, query)| query);
    if let Some(moves) = field(fragment, "moves") {
        let size = match field(fragment, "size") {
            Some(size) => read_size(size)?,
            None => BoardSize::STANDARD,
        };
        return Ok(LinkedPosition {
            moves: moves.to_string(),
            size: Some(size),
        });
    }
    if let Some(moves) = field(query, "pos") {
        return Ok(LinkedPosition {
            moves: moves.to_string(),
            size: Some(BoardSize::STANDARD),
        });
    }
    Err("a link gives its position as #moves=4453 or ?pos=4453, and this one has neither".into())
}

/// The match at the position `text` gives (see [`read_position`]), `starter` first,
/// on the link's board or else on `size`; refused when a move cannot be played or the
/// match is already over. The error quotes nothing of `text`: the caller does.
pub fn open_position(text: &str, size: BoardSize, starter: Player) -> Result<Game, String> {
    let position = read_position(text)?;
    let game = Game::from_notation(position.size.unwrap_or(size), starter, &position.moves)
        .map_err(|e| e.to_string())?;
    if game.is_over() {
        return Err("the match is already over".into());
    }
    Ok(game)
}

/// The value of `name=` among the `&`-separated fields of a query or fragment.
fn field<'a>(fields: &'a str, name: &str) -> Option<&'a str> {
    fields
        .split('&')
        .find_map(|field| field.strip_prefix(name)?.strip_prefix('='))
}

/// `8x7`: columns by rows.
fn read_size(text: &str) -> Result<BoardSize, String> {
    let bad = || {
        format!(
            "size={} is not a board size such as 7x6",
            escape_cut(text, 20)
        )
    };
    let (columns, rows) = text.split_once('x').ok_or_else(bad)?;
    let columns = columns.parse().map_err(|_| bad())?;
    let rows = rows.parse().map_err(|_| bad())?;
    BoardSize::new(columns, rows).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn standard(moves: &str) -> Game {
        Game::from_notation(BoardSize::STANDARD, Player::One, moves).unwrap()
    }

    #[test]
    fn the_link_puts_the_moves_in_the_fragment() {
        let page = "http://127.0.0.1:4747/";
        assert_eq!(
            position_link(page, &standard("4453")),
            "http://127.0.0.1:4747/#moves=4453"
        );
        let wide = BoardSize::new(8, 7).unwrap();
        let game = Game::from_notation(wide, Player::One, "18").unwrap();
        let link = position_link("https://example.org/c4/#old", &game);
        assert_eq!(link, "https://example.org/c4/#moves=18&size=8x7");
    }

    #[test]
    fn a_link_reads_back_as_its_position() {
        let wide = BoardSize::new(8, 7).unwrap();
        let game = Game::from_notation(wide, Player::One, "1828").unwrap();
        let link = position_link("http://h/", &game);
        let read = open_position(&link, BoardSize::STANDARD, Player::One).unwrap();
        assert_eq!(read, game);
    }

    #[test]
    fn every_form_of_a_position_is_read() {
        let cases = [
            ("4453", "4453", None),
            ("", "", None),
            ("#moves=4453", "4453", Some(BoardSize::STANDARD)),
            ("http://h:4747/#moves=44", "44", Some(BoardSize::STANDARD)),
            (
                "https://connect4.gamesolver.org/?pos=4453",
                "4453",
                Some(BoardSize::STANDARD),
            ),
            (
                "https://connect4.gamesolver.org/en/?lang=en&pos=12#top",
                "12",
                Some(BoardSize::STANDARD),
            ),
            ("http://h/#size=5x4&moves=1", "1", BoardSize::new(5, 4).ok()),
        ];
        for (text, moves, size) in cases {
            let read = read_position(text).unwrap();
            assert_eq!(read.moves, moves, "{text}");
            assert_eq!(read.size, size, "{text}");
        }
    }

    #[test]
    fn bad_links_and_positions_are_refused_with_a_reason() {
        let open = |text| open_position(text, BoardSize::STANDARD, Player::One).unwrap_err();
        assert!(open("https://example.org/").contains("#moves=4453 or ?pos=4453"));
        assert!(open("#moves=1&size=11x6").contains("11x6 board is not supported"));
        assert!(open("#moves=1&size=big").contains("size=big is not a board size"));
        assert!(open("?pos=4x").contains("'x' is not a column digit"));
        assert!(open("?pos=1111111").contains("move 7 (column 1): Column 1 is full"));
        assert_eq!(open("?pos=4545454"), "the match is already over");
        assert!(open("?pos=45454545").contains("move 8 (column 5): The match is over"));
    }
}
