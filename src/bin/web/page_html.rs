//! `index.html` as it is served: its style sheets written into it, so the first paint
//! waits for no other file (the sheets stay apart in `assets/web/`, one concern each),
//! the start screen's buttons for the registry's other games, and the size of the
//! module it loads, for its loading screen's progress.

use std::path::Path;

const LINK_START: &str = r#"<link rel="stylesheet" href=""#;
const LINK_END: &str = r#"">"#;

/// Where the page receives the module's size, unpacked and as sent: a JavaScript
/// object.
pub const MODULE_MARK: &str = "/*module*/{}";

/// `html` with each `<link rel="stylesheet" href="NAME">` replaced by NAME's rules
/// (read from `assets`) in a `<style>` element.
pub fn inline_styles(html: &str, assets: &Path) -> Result<String, String> {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(start) = rest.find(LINK_START) {
        let after = &rest[start + LINK_START.len()..];
        let end = after
            .find(LINK_END)
            .ok_or_else(|| format!("index.html: a stylesheet link is not closed: {after:.40}"))?;
        let name = &after[..end];
        if name.contains('/') || name.contains("..") {
            return Err(format!("index.html: {name:?} is not a sheet of assets/web"));
        }
        let path = assets.join(name);
        let rules =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        out.push_str(&rest[..start]);
        out.push_str("<style>\n");
        out.push_str(rules.trim_end());
        out.push_str("\n</style>");
        rest = &after[end + LINK_END.len()..];
    }
    out.push_str(rest);
    Ok(out)
}

/// Where the start screen served lists the registered games after the first (the
/// screen is the first game's, as a first visit sees it).
pub const OTHER_GAMES_MARK: &str = "<!--other games-->";

/// `html` with a start screen's button for each registered game after the first
/// where it is asked for, in the registry's order and the page's words.
pub fn other_games(html: &str) -> String {
    let buttons: Vec<String> = connect4::games::all()
        .skip(1)
        .map(|game| {
            let (words, line) = connect4::games::start_line(game);
            format!(
                "<li><button type=\"button\" data-start=\"game:{}\"><span \
                 class=\"start-words\">{}</span><span class=\"start-line\">{}</span>\
                 </button></li>",
                escaped(game.name()),
                escaped(&words),
                escaped(&line)
            )
        })
        .collect();
    html.replace(OTHER_GAMES_MARK, &buttons.join("\n"))
}

/// Text made safe inside an element or a quoted attribute.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// `html` with the module's size where it is asked for.
pub fn module_size(html: &str, unpacked: u64, sent: u64) -> String {
    let size = format!("/*module*/{{\"bytes\":{unpacked},\"sent\":{sent}}}");
    html.replace(MODULE_MARK, &size)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_screen_lists_every_game_after_the_first() {
        let html = format!("<ul>{OTHER_GAMES_MARK}</ul>");
        let served = other_games(&html);
        assert!(!served.contains(OTHER_GAMES_MARK), "{served}");
        assert!(!served.contains("game:connect4"), "{served}");
        let at = |name: &str| served.find(&format!("data-start=\"game:{name}\"")).unwrap();
        assert!(at("checkers") < at("popout"), "{served}");
        assert!(served.contains(">Play PopOut</span>"), "{served}");
    }

    #[test]
    fn sheets_are_written_in_and_the_rest_kept() {
        let dir = std::env::temp_dir().join(format!("cargo-web-html-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("a.css"), "body { margin: 0; }\n").unwrap();
        std::fs::write(dir.join("b.css"), "p { color: red; }").unwrap();
        let html = "<head>\n<link rel=\"stylesheet\" href=\"a.css\">\n<link rel=\"stylesheet\" href=\"b.css\">\n<link rel=\"icon\" href=\"icon.svg\"></head>";
        assert_eq!(
            inline_styles(html, &dir).unwrap(),
            "<head>\n<style>\nbody { margin: 0; }\n</style>\n<style>\np { color: red; }\n</style>\n<link rel=\"icon\" href=\"icon.svg\"></head>"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_sheet_elsewhere_is_refused() {
        let html = r#"<link rel="stylesheet" href="../secret.css">"#;
        assert!(inline_styles(html, Path::new(".")).is_err());
    }

    #[test]
    fn the_module_size_goes_where_it_is_asked_for() {
        assert_eq!(
            module_size("const module = /*module*/{};", 2000, 500),
            r#"const module = /*module*/{"bytes":2000,"sent":500};"#
        );
    }
}
