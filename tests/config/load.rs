//! The config: the shipped example, precedence of flag, environment, file and
//! default, the theme built from it, and the board size reaching the game.

use connect4::config::{self, Config, Env, Location, Origin, Overrides, Preset};
use connect4::shell::Theme;
use connect4_classic::game::{BoardSize, Column, Game, PlayError, Player};
use pretty_assertions::assert_eq;
use ratatui::style::{Color, Modifier};
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;

fn parse(source: &str) -> Config {
    config::parse(source, Path::new("test.toml")).unwrap_or_else(|error| panic!("{error}"))
}

#[test]
fn the_example_parses_and_equals_the_defaults() {
    assert_eq!(parse(config::EXAMPLE), Config::default());
}

#[test]
fn the_example_documents_every_key_with_its_default() {
    // Uncommenting the commented-out colours must give the default preset's colours,
    // spelled out: exactly what `connect4 config` prints for the defaults.
    let uncommented: String = config::EXAMPLE
        .lines()
        .map(|line| match line.strip_prefix("# ") {
            Some(rest) if rest.contains(" = ") => rest,
            _ => line,
        })
        .map(|line| format!("{line}\n"))
        .collect();
    assert_eq!(
        uncommented.lines().filter(|l| l.contains(" = ")).count(),
        72
    );
    assert_eq!(parse(&uncommented), parse(&Config::default().to_toml()));
}

#[test]
fn the_printed_config_reads_back_as_the_same_config() {
    let config = parse("[colors]\npreset = \"light\"\nframe = \"#123456\"\n[board]\nrows = 5\n");
    let again = parse(&config.to_toml());
    assert_eq!(again.theme(), config.theme());
    assert_eq!(again.board, config.board);
}

fn env(vars: &[(&str, &str)]) -> Env {
    let vars: Vec<(String, OsString)> = vars
        .iter()
        .map(|(k, v)| (k.to_string(), OsString::from(v)))
        .collect();
    Env::from_lookup(|name| vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone()))
}

fn location(path: &str, origin: Origin) -> Option<Location> {
    Some(Location {
        path: PathBuf::from(path),
        origin,
    })
}

#[test]
fn the_flag_wins_over_the_environment_which_wins_over_the_default() {
    let default = || Some(PathBuf::from("/home/config.toml"));
    let with_env = env(&[("CONNECT4_CONFIG", "/env.toml")]);
    let flag = Some(Path::new("/flag.toml"));
    assert_eq!(
        config::locate(flag, &with_env, default()),
        location("/flag.toml", Origin::Flag)
    );
    assert_eq!(
        config::locate(None, &with_env, default()),
        location("/env.toml", Origin::Env)
    );
    assert_eq!(
        config::locate(None, &env(&[("CONNECT4_CONFIG", "")]), default()),
        location("/home/config.toml", Origin::Default)
    );
    assert_eq!(config::locate(None, &env(&[]), None), None);
}

#[test]
fn no_color_is_set_by_any_non_empty_value() {
    assert!(env(&[("NO_COLOR", "1")]).no_color);
    assert!(!env(&[("NO_COLOR", "")]).no_color);
    assert!(!env(&[]).no_color);
}

#[test]
fn flags_win_over_the_file_which_wins_over_the_defaults() {
    let file = parse("[board]\ncolumns = 9\nrows = 8\n[display]\nascii = true\n");
    assert_eq!(file.board.size(), BoardSize::new(9, 8).unwrap());
    let flags = Overrides {
        rows: Some(5),
        no_color: true,
        ..Overrides::default()
    };
    let effective = file.with_overrides(&flags);
    assert_eq!(effective.board.size(), BoardSize::new(9, 5).unwrap());
    assert!(!effective.display.color);
    // A flag that is not given leaves the file's choice alone.
    assert!(effective.display.ascii);
}

#[test]
fn the_default_config_gives_the_default_theme() {
    assert_eq!(Config::default().theme(), Theme::default());
}

#[test]
fn presets_and_overrides_choose_the_colours() {
    let blind = parse("[colors]\npreset = \"color-blind\"\ntwo = \"#0072b2\"\n").theme();
    assert_eq!(blind.discs.one, Preset::ColorBlind.palette().discs.one);
    assert_eq!(blind.discs.two, Color::Rgb(0x00, 0x72, 0xB2));
    let indexed = parse("[colors]\nframe = 42\nempty = \"17\"\n").theme();
    assert_eq!(indexed.frame.fg, Some(Color::Indexed(42)));
    assert_eq!(indexed.empty.fg, Some(Color::Indexed(17)));
}

#[test]
fn every_preset_tells_the_players_and_the_board_apart() {
    for preset in [
        Preset::Default,
        Preset::ColorBlind,
        Preset::HighContrast,
        Preset::Light,
    ] {
        let palette = preset.palette();
        assert_ne!(palette.discs.one, palette.discs.two, "{preset:?}");
        assert_ne!(
            palette.status_bar, palette.status_bar_background,
            "{preset:?}"
        );
    }
}

#[test]
fn without_colour_the_glyphs_still_differ() {
    let theme = Config::default()
        .with_overrides(&Overrides {
            no_color: true,
            ..Overrides::default()
        })
        .theme();
    assert_eq!(theme.discs.one, theme.discs.two);
    assert_ne!(theme.glyphs.one, theme.glyphs.two);
    assert_eq!(theme.frame.fg, None);
    assert!(theme.status_bar.add_modifier.contains(Modifier::REVERSED));
}

#[test]
fn ascii_mode_draws_x_o_and_dots() {
    let theme = Config::default()
        .with_overrides(&Overrides {
            ascii: true,
            ..Overrides::default()
        })
        .theme();
    assert!(theme.ascii);
    assert_eq!(
        (theme.glyphs.one, theme.glyphs.two, theme.empty_glyph),
        ('X', 'O', '.')
    );
}

#[test]
fn ascii_mode_keeps_ascii_glyphs_the_user_chose() {
    let theme = parse("[glyphs]\none = \"@\"\ntwo = \".\"\n[display]\nascii = true\n").theme();
    // '.' is taken by player two, so empty cells take the next free ASCII glyph.
    assert_eq!(
        (theme.glyphs.one, theme.glyphs.two, theme.empty_glyph),
        ('@', '.', '_')
    );
}

#[test]
fn the_board_size_from_the_config_changes_the_game() {
    let config = parse("[board]\nrows = 5\ncolumns = 4\n");
    let mut game = Game::new(config.board.size(), config.players.first_starter());
    for _ in 0..5 {
        game.play(Column::new(0)).unwrap();
    }
    assert_eq!(
        game.play(Column::new(0)),
        Err(PlayError::ColumnFull {
            column: Column::new(0)
        })
    );
    assert_eq!(game.size().columns(), 4);
}

#[test]
fn the_computer_first_key_decides_who_starts_against_the_computer() {
    let two_people = parse("[players]\nfirst = \"two\"\n");
    assert_eq!(two_people.players.first_starter(), Player::Two);
    let computer = parse("[players]\nopponent = \"hard\"\ncomputer_first = true\n");
    assert_eq!(computer.players.first_starter(), Player::Two);
    assert_eq!(computer.players.opponent.computer_level(), Some("hard"));
}

/// `connect4 config` with its own home, config and data directories.
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

/// The effective config the binary prints.
fn printed(command: &mut Command) -> Config {
    let output = command.arg("config").output().unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    parse(&String::from_utf8(output.stdout).unwrap())
}

#[test]
fn the_binary_applies_flag_over_environment_over_file_over_default() {
    let home = tempfile::tempdir().unwrap();
    let write = |name: &str, rows: u8| {
        let path = home.path().join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, format!("[board]\nrows = {rows}\n")).unwrap();
        path
    };
    let rows = |config: Config| config.board.rows.get();
    assert_eq!(rows(printed(&mut connect4(home.path()))), 6);
    write("config/connect4/config.toml", 9);
    assert_eq!(rows(printed(&mut connect4(home.path()))), 9);
    let env_file = write("env.toml", 5);
    assert_eq!(
        rows(printed(
            connect4(home.path()).env("CONNECT4_CONFIG", &env_file)
        )),
        5
    );
    let flag_file = write("flag.toml", 8);
    let both = || {
        let mut command = connect4(home.path());
        command
            .env("CONNECT4_CONFIG", &env_file)
            .arg("--config")
            .arg(&flag_file);
        command
    };
    assert_eq!(rows(printed(&mut both())), 8);
    assert_eq!(rows(printed(both().args(["--rows", "4"]))), 4);
}

#[test]
fn the_binary_turns_colour_off_for_no_color_and_the_flag() {
    let home = tempfile::tempdir().unwrap();
    assert!(printed(&mut connect4(home.path())).display.color);
    assert!(
        !printed(connect4(home.path()).env("NO_COLOR", "1"))
            .display
            .color
    );
    assert!(
        !printed(connect4(home.path()).arg("--no-color"))
            .display
            .color
    );
    assert!(printed(connect4(home.path()).arg("--ascii")).display.ascii);
}

#[test]
fn config_path_prints_where_the_file_is_looked_for() {
    let home = tempfile::tempdir().unwrap();
    let output = connect4(home.path())
        .args(["config", "--path"])
        .output()
        .unwrap();
    let expected = home.path().join("config/connect4/config.toml");
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        format!("{}\n", expected.display())
    );
    let named = connect4(home.path())
        .args(["--config", "/x.toml", "config", "--path"])
        .output();
    assert_eq!(String::from_utf8_lossy(&named.unwrap().stdout), "/x.toml\n");
}

#[test]
fn the_command_line_chooses_the_computer_and_who_starts() {
    let flags = Overrides {
        opponent: config::Opponent::from_name("perfect"),
        computer_first: true,
        ..Overrides::default()
    };
    let players = Config::default().with_overrides(&flags).players;
    assert_eq!(
        connect4::opening::connect4_level(players.opponent),
        Some(connect4_classic::ai::Level::Perfect)
    );
    assert_eq!(players.first_starter(), Player::Two);
    assert_eq!(
        config::Opponent::from_name("human").and_then(connect4::opening::connect4_level),
        None
    );
    assert_eq!(config::Opponent::from_name("expert"), None);
}
