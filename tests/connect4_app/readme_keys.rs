//! README's key table is the key table: every action with its default keys and help
//! text, then the fixed keys, exactly as the help overlay lists them.

use connect4::shell::help_lines;

fn expected_table() -> String {
    let mut table = String::from("| keys | what they do |\n| --- | --- |\n");
    for (keys, help) in help_lines(&connect4::games::default_keys()) {
        table.push_str(&format!("| {keys} | {help} |\n"));
    }
    table
}

#[test]
fn readme_lists_exactly_the_keys_of_the_table() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let expected = expected_table();
    assert!(
        readme.contains(&expected),
        "README's key table differs from the key table; it should read:\n\n{expected}"
    );
}
