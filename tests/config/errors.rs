//! One test per broken config in `tests/fixtures/config/`: each checks the whole
//! message, which must name the file, the position, the key, the bad value, what is
//! allowed and, for a typo, the nearest key. A few run the real binary to check
//! that it exits with status 2 and the message on stderr.

use connect4::config::{self, Location, Origin};
use pretty_assertions::assert_eq;
use std::path::{Path, PathBuf};
use std::process::Command;

const COLOUR: &str = "a colour: a name (black, red, green, yellow, blue, magenta, cyan, gray, \
    dark-gray, light-red, light-green, light-yellow, light-blue, light-magenta, light-cyan, \
    white, reset), \"#rrggbb\", or an index 0-255";
const NAME: &str =
    "a name of 1 to 20 characters, without control characters or direction overrides";
const GLYPH: &str = "a single visible character one column wide \
    (not a space, and not an emoji or other double-width character)";
const DIMENSION: &str = "a whole number from 4 to 10";

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/config")
        .join(format!("{name}.toml"))
}

/// The error the library reports for a fixture, named as if by `--config`.
fn error_for(name: &str) -> String {
    let location = Location {
        path: fixture(name),
        origin: Origin::Flag,
    };
    match config::read(Some(&location)) {
        Ok(config) => panic!("{name} should be rejected, but read as {config:?}"),
        Err(error) => error.to_string(),
    }
}

/// One `#[test]` per fixture, and the list of them all to check none is forgotten.
macro_rules! broken_fixtures {
    ($($name:ident: $message:expr;)*) => {
        $(
            #[test]
            fn $name() {
                let path = fixture(stringify!($name));
                let expected = format!("{}:{}", path.display(), $message);
                assert_eq!(error_for(stringify!($name)), expected);
            }
        )*
        const FIXTURES: &[&str] = &[$(stringify!($name)),*];
    };
}

broken_fixtures! {
    bad_server:
        "3:10: bad value 'http://example.org' for online.server: \
         expected a server address such as \"ws://127.0.0.1:4747\"";
    bad_page:
        "3:8: bad value 'https://example.org/connect4/#top' for online.page: \
         expected a page address such as \"http://127.0.0.1:4747/\" (http:// or https://, no #)";
    clipboard_not_a_boolean:
        "3:13: bad value 'no' for display.clipboard: expected true or false";
    unknown_key_typo:
        "2:1: unknown key 'colums' in [board]; did you mean 'columns'? (allowed: 'columns', 'rows')";
    unknown_section:
        "2:2: unknown key 'bord' at the top level; did you mean 'board'? \
         (allowed: 'game', 'board', 'players', 'glyphs', 'colors', 'display', 'online', 'keys')";
    key_outside_its_section:
        "2:1: unknown key 'rows' at the top level; 'rows' belongs in [board] \
         (allowed: 'game', 'board', 'players', 'glyphs', 'colors', 'display', 'online', 'keys')";
    key_in_the_wrong_section:
        "2:1: unknown key 'preset' in [board]; 'preset' belongs in [colors] \
         (allowed: 'columns', 'rows')";
    rows_out_of_range: format!("2:8: bad value '11' for board.rows: expected {DIMENSION}");
    columns_wrong_type: format!("2:11: bad value 'eight' for board.columns: expected {DIMENSION}");
    columns_not_whole: format!("2:11: bad value '7.5' for board.columns: expected {DIMENSION}");
    bad_hex_colour: format!("2:9: bad value '#zz0000' for colors.frame: expected {COLOUR}");
    unknown_colour_name: format!("2:7: bad value 'purple' for colors.one: expected {COLOUR}");
    colour_index_out_of_range: format!("2:9: bad value '300' for colors.hover: expected {COLOUR}");
    preset_typo:
        "2:10: bad value 'colourblind' for colors.preset: expected one of 'default', \
         'color-blind', 'high-contrast', 'light'; did you mean 'color-blind'?";
    opponent_typo:
        "2:12: bad value 'prefect' for players.opponent: expected one of 'human', 'easy', \
         'medium', 'hard', 'perfect'; did you mean 'perfect'?";
    first_not_a_player: "2:9: bad value 'three' for players.first: expected one of 'one', 'two'";
    empty_name: format!("2:7: bad value '   ' for players.one: expected {NAME}");
    long_name: format!(
        "2:7: bad value 'A name far too long for the panel' for players.two: expected {NAME}"
    );
    same_names:
        "3:7: bad value 'ada' for players.two: expected a name different from players.one, \
         so the scoreboard can tell the players apart";
    wide_glyph: format!("2:7: bad value '🙂' for glyphs.one: expected {GLYPH}");
    two_character_glyph: format!("2:7: bad value 'XY' for glyphs.two: expected {GLYPH}");
    same_glyphs:
        "2:7: bad value '◆' for glyphs.one: expected a glyph different from glyphs.two, \
         so the cells can be told apart without colour";
    ascii_not_a_boolean: "2:9: bad value 'yes' for display.ascii: expected true or false";
    section_not_a_table: "1:9: bad value '7' for board: expected a table like [board]";
    not_toml: "3:7: not valid TOML: unclosed table, expected ']'";
    inline_table_for_a_number:
        "2:11: bad value 'columns = { a = 1 }' for board.columns: expected a whole number from 4 to 10";
    section_as_array_of_tables:
        "1:1: bad value '[[board]]' for board: expected one section written [board]";
    dotted_key_under_a_number:
        "2:1: bad value 'columns.x = 1' for board.columns: expected a whole number from 4 to 10";
    duplicate_key:
        "3:1: not valid TOML: duplicate key 'columns' (a key may be set only once)";
    keys_two_actions_one_key:
        "2:8: bad value 'u' for keys.redo: expected a key that keys.undo does not use too \
         (they are read in the same place)";
    keys_unknown_action:
        "2:1: unknown key 'undoo' in [keys]; did you mean 'undo'? (allowed: 'left', 'right', \
         'drop', 'review', 'review_back', 'review_forward', 'review_start', 'review_end', \
         'share', 'copy', 'record', 'cursor_left', 'cursor_right', 'cursor_up', 'cursor_down', 'pick', 'draw', \
         'numbers', 'export', 'popout_left', 'popout_right', 'popout_drop', 'popout_pop', 'new', 'resign', 'undo', 'redo', 'hints', 'opponent', 'help', 'quit', 'close', \
         'menu_up', 'menu_down', 'choose', 'yes', 'no', 'dismiss', 'challenge', 'pair', 'host', \
         'join', 'watch', 'take_back')";
    game_typo:
        "2:8: bad value 'chekers' for game: expected one of 'connect4', 'checkers', 'popout'; \
         did you mean 'checkers'?";
    game_in_a_section:
        "3:1: unknown key 'game' in [display]; 'game' belongs at the top, \
         before any [section] \
         (allowed: 'ascii', 'color', 'animation', 'clipboard')";
    keys_unknown_key_name:
        "2:8: bad value 'ctrl-shift-q' for keys.quit: expected a single character ('q', '?'), \
         one of enter, esc, space, tab, backspace, left, right, up, down, home, end, pageup, \
         pagedown, or ctrl- before a letter ('ctrl-z')";
}

#[test]
fn every_fixture_has_a_test() {
    let mut on_disk: Vec<String> = std::fs::read_dir(fixture("x").parent().unwrap())
        .unwrap()
        .map(|entry| {
            entry
                .unwrap()
                .path()
                .file_stem()
                .unwrap()
                .to_string_lossy()
                .into()
        })
        .collect();
    on_disk.sort();
    let mut tested: Vec<&str> = FIXTURES.to_vec();
    tested.sort();
    assert_eq!(on_disk, tested);
}

/// The binary with a home and config directory of its own, so a developer's real
/// config never leaks into a test.
fn connect4(home: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_connect4"));
    command
        .env("HOME", home)
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env("XDG_DATA_HOME", home.join("data"))
        .env_remove("CONNECT4_CONFIG")
        .env_remove("CONNECT4_DATA_DIR")
        .env_remove("NO_COLOR");
    command
}

#[test]
fn the_binary_exits_with_status_2_and_the_message_on_stderr() {
    let home = tempfile::tempdir().unwrap();
    for name in ["unknown_key_typo", "wide_glyph", "not_toml"] {
        let output = connect4(home.path())
            .arg("--config")
            .arg(fixture(name))
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{name}");
        assert_eq!(String::from_utf8_lossy(&output.stdout), "", "{name}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(stderr, format!("error: {}\n", error_for(name)), "{name}");
    }
}

#[test]
fn a_broken_file_named_by_the_environment_stops_the_binary_too() {
    let home = tempfile::tempdir().unwrap();
    let output = connect4(home.path())
        .env("CONNECT4_CONFIG", fixture("rows_out_of_range"))
        .args(["config"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("bad value '11' for board.rows"), "{stderr}");
}

#[test]
fn a_missing_file_named_by_flag_or_environment_is_an_error() {
    let home = tempfile::tempdir().unwrap();
    let missing = home.path().join("nowhere.toml");
    let by_flag = connect4(home.path())
        .arg("--config")
        .arg(&missing)
        .output()
        .unwrap();
    let by_env = connect4(home.path())
        .env("CONNECT4_CONFIG", &missing)
        .output()
        .unwrap();
    let message = |named_by: &str| {
        format!(
            "error: config file '{}' (named by {named_by}) does not exist\n",
            missing.display()
        )
    };
    assert_eq!(by_flag.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&by_flag.stderr),
        message("--config")
    );
    assert_eq!(by_env.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&by_env.stderr),
        message("$CONNECT4_CONFIG")
    );
}

#[test]
fn a_missing_default_file_means_the_defaults() {
    let home = tempfile::tempdir().unwrap();
    let output = connect4(home.path()).arg("config").output().unwrap();
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let printed = String::from_utf8_lossy(&output.stdout);
    let parsed = config::parse(&printed, Path::new("stdout")).unwrap();
    assert_eq!(parsed.board, config::Config::default().board);
}

#[test]
fn a_device_or_a_fifo_as_the_config_is_refused_without_hanging() {
    let output = Command::new(env!("CARGO_BIN_EXE_connect4"))
        .args(["--config", "/dev/zero"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8(output.stderr).unwrap();
    assert_eq!(
        err,
        "error: cannot read config file '/dev/zero': it is not a regular file\n"
    );
}
