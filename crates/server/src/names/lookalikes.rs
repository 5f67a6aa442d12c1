//! Look-alikes the confusables skeleton of UTS #39 misses (as the `unicode-security`
//! crate, 0.1.3, gives it), in two tables of our own, each entry checked against
//! what the skeleton already does so that the tables only add what it lacks.
//!
//! - [`SCRIPTS`]: a letter of another script that looks like a Latin letter, mapped
//!   to that letter before NFKC and again before the skeleton in both keys (as
//!   written and case-folded), so a capital is mapped as a capital, and a letter
//!   that NFKC or case folding would change (the lunate sigma, Cherokee small
//!   letters, which fold to capitals) is mapped all the same.
//! - [`FOLDED`]: a Latin letter or digit that looks like others once keys are
//!   case-folded (`d` like `cl`, `w` like `vv`, `5` like `s`), mapped in the
//!   finished key.
//!
//! Most look-alikes of Greek, Coptic, Armenian and Cherokee capitals are in the
//! skeleton already (Greek `Α Β Ε Ζ Η Ι Κ Μ Ν Ο Ρ Τ Υ Χ`, Coptic `Ⲃ Ⲍ Ⲏ Ⲓ Ⲕ Ⲙ Ⲛ Ⲟ Ⲣ Ⲥ
//! Ⲧ Ⲩ Ⲭ`, Armenian `Օ Ս Տ ո ս հ օ`, Cherokee `Ꭺ Ᏼ Ꮯ Ꭼ Ꮋ Ꭻ Ꮶ Ꮮ Ꮇ Ꮲ Ꮪ Ꭲ Ꮩ Ꮃ Ꮓ`), and so
//! are `0` (as `O`), `1` (as `l`) and `m` (as `rn`): the tests beside the fold check
//! them all.

/// Letters that look like one Latin letter and that the skeleton leaves alone or
/// maps elsewhere. A capital is mapped to a capital: the skeleton maps the Latin
/// capital on (`I` to `l`), and the key is case-folded after.
const SCRIPTS: &[(char, char)] = &[
    // Coptic: the skeleton has most capitals but maps ALFA to its small form and
    // EIE to a barred c, though they are drawn as A and E. The small letters are
    // small capitals (the skeleton maps `ⲃ` to `ʙ`), so they stay as they are.
    ('\u{2c80}', 'A'), // Ⲁ COPTIC CAPITAL LETTER ALFA
    ('\u{2c88}', 'E'), // Ⲉ COPTIC CAPITAL LETTER EIE
    // Greek lunate sigma, drawn as C and c; NFKC makes it a sigma (`Σ`, `ς`), so this
    // table is applied before NFKC as well.
    ('\u{3f9}', 'C'), // Ϲ GREEK CAPITAL LUNATE SIGMA SYMBOL
    ('\u{3f2}', 'c'), // ϲ GREEK LUNATE SIGMA SYMBOL
    // Armenian LIWN, drawn as L and l; the skeleton leaves both alone.
    ('\u{53c}', 'L'), // Լ ARMENIAN CAPITAL LETTER LIWN
    ('\u{56c}', 'l'), // լ ARMENIAN SMALL LETTER LIWN
    // Cherokee QUA, drawn as a capital I; its small letter case-folds to it.
    ('\u{13c6}', 'I'), // Ꮖ CHEROKEE LETTER QUA
];

/// Letters and digits that look like one or two others in a case-folded key,
/// written as those: the skeleton writes `m` as `rn` (`M` stays `M` in the key of
/// the name as written, so it is `m` after folding), and we write `d` as `cl` and
/// `w` as `vv` likewise. No output is itself an entry, so one pass is final.
const FOLDED: &[(char, &str)] = &[('5', "s"), ('d', "cl"), ('m', "rn"), ('w', "vv")];

/// `text` with each letter of [`SCRIPTS`] written as the Latin letter it looks like.
pub fn latin_letters(text: &str) -> String {
    text.chars()
        .map(|c| match SCRIPTS.iter().find(|(from, _)| *from == c) {
            Some(&(_, to)) => to,
            None => c,
        })
        .collect()
}

/// A case-folded key with each letter of [`FOLDED`] written as what it looks like.
pub fn folded_prototypes(key: &str) -> String {
    let mut written = String::with_capacity(key.len() + 4);
    for c in key.chars() {
        match FOLDED.iter().find(|(from, _)| *from == c) {
            Some(&(_, to)) => written.push_str(to),
            None => written.push(c),
        }
    }
    written
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::names::name_keys;

    fn same_name(a: &str, b: &str) -> bool {
        let (a, b) = (name_keys(a), name_keys(b));
        a.iter().any(|key| b.contains(key))
    }

    #[test]
    fn the_tables_map_nothing_twice_and_their_outputs_are_final() {
        for (i, (from, _)) in SCRIPTS.iter().enumerate() {
            assert!(SCRIPTS[i + 1..].iter().all(|(other, _)| other != from));
        }
        for (_, to) in FOLDED {
            assert_eq!(folded_prototypes(to), *to, "{to:?}");
        }
        for (_, to) in SCRIPTS {
            assert_eq!(latin_letters(&to.to_string()), to.to_string());
        }
        assert_eq!(folded_prototypes("dwm5"), "clvvrns");
        assert_eq!(
            folded_prototypes(&folded_prototypes("dwm5")),
            folded_prototypes("dwm5")
        );
    }

    #[test]
    fn other_letters_are_left_alone() {
        assert_eq!(latin_letters("Alice ⲁ Ω"), "Alice ⲁ Ω");
        assert_eq!(folded_prototypes("alice"), "alice");
    }

    /// `alike` written in place of `latin` in a name is that name, and so is the name
    /// in small letters (but for `I`, which looks like `l` and not like `i`).
    fn letters_alike(family: &str, pairs: &[(char, char)]) {
        for &(alike, latin) in pairs {
            let name = format!("{latin}ora");
            for other in [format!("{alike}ora"), format!("{alike}ORA")] {
                assert!(same_name(&name, &other), "{family}: {other:?} {name:?}");
                let lower = name.to_lowercase();
                if latin != 'I' {
                    assert!(same_name(&lower, &other), "{family}: {other:?} {lower:?}");
                }
            }
        }
    }

    #[test]
    fn capitals_of_other_scripts_drawn_as_latin_ones_are_those() {
        let coptic = [
            ('Ⲁ', 'A'),
            ('Ⲃ', 'B'),
            ('Ⲉ', 'E'),
            ('Ⲍ', 'Z'),
            ('Ⲏ', 'H'),
            ('Ⲓ', 'I'),
            ('Ⲕ', 'K'),
            ('Ⲙ', 'M'),
            ('Ⲛ', 'N'),
            ('Ⲟ', 'O'),
            ('Ⲣ', 'P'),
            ('Ⲥ', 'C'),
            ('Ⲧ', 'T'),
            ('Ⲩ', 'Y'),
            ('Ⲭ', 'X'),
        ];
        letters_alike("Coptic", &coptic);
        let armenian = [
            ('Օ', 'O'),
            ('Ս', 'U'),
            ('Տ', 'S'),
            ('Լ', 'L'),
            ('լ', 'l'),
            ('ո', 'n'),
            ('ս', 'u'),
            ('հ', 'h'),
            ('օ', 'o'),
        ];
        letters_alike("Armenian", &armenian);
        let cherokee = [
            ('Ꭺ', 'A'),
            ('Ᏼ', 'B'),
            ('Ꮯ', 'C'),
            ('Ꭼ', 'E'),
            ('Ꮋ', 'H'),
            ('Ꮖ', 'I'),
            ('Ꮖ', 'l'),
            ('ꮖ', 'I'),
            ('Ꭻ', 'J'),
            ('Ꮶ', 'K'),
            ('Ꮮ', 'L'),
            ('Ꮇ', 'M'),
            ('Ꮲ', 'P'),
            ('Ꮪ', 'S'),
            ('Ꭲ', 'T'),
            ('Ꮩ', 'V'),
            ('Ꮃ', 'W'),
            ('Ꮓ', 'Z'),
        ];
        letters_alike("Cherokee", &cherokee);
        let greek = [
            ('Α', 'A'),
            ('Β', 'B'),
            ('Ε', 'E'),
            ('Ζ', 'Z'),
            ('Η', 'H'),
            ('Ι', 'l'),
            ('Κ', 'K'),
            ('Μ', 'M'),
            ('Ν', 'N'),
            ('Ο', 'O'),
            ('Ρ', 'P'),
            ('Τ', 'T'),
            ('Υ', 'Y'),
            ('Χ', 'X'),
            ('Ϲ', 'C'),
            ('ϲ', 'c'),
        ];
        letters_alike("Greek", &greek);
        assert!(same_name("Alice", "Ⲁlice") && same_name("alice", "ⲀLICE"));
        assert!(
            same_name("Cora", "\u{3f9}ora"),
            "lunate sigma, which NFKC makes Σ"
        );
    }

    #[test]
    fn letters_side_by_side_are_the_letter_they_look_like_in_any_case() {
        for (name, alikes) in [
            (
                "dave",
                ["clave", "CLAVE", "Clave", "cLave", "DAVE", "c1ave"],
            ),
            (
                "Wendy",
                ["VVendy", "vvendy", "Vvendy", "vVendy", "WENDY", "VVENDY"],
            ),
            (
                "emma",
                ["ernrna", "ERNRNA", "eRnRna", "ErNrNa", "EMMA", "ernma"],
            ),
        ] {
            for alike in alikes {
                assert!(same_name(name, alike), "{name:?} {alike:?}");
            }
        }
        assert!(same_name("rnrn", "mm") && same_name("vvv", "wv") && same_name("rnn", "mn"));
    }

    #[test]
    fn digits_are_the_letters_they_look_like() {
        for (name, alikes) in [
            ("Bob", ["B0b", "BOB", "b0b"]),
            ("Ali", ["A1i", "AIi", "a1i"]),
            ("Sam", ["5am", "5AM", "sam"]),
        ] {
            for alike in alikes {
                assert!(same_name(name, alike), "{name:?} {alike:?}");
            }
        }
        assert!(!same_name("Ali", "Aii"), "i and l stay apart");
    }

    #[test]
    fn ordinary_names_stay_apart() {
        for (one, other) in [
            ("ann", "anna"),
            ("Bob", "Rob"),
            ("dave", "dove"),
            ("dave", "cave"),
            ("wendy", "vendy"),
            ("emma", "enna"),
            ("sam", "6am"),
            ("Alice", "Alie"),
        ] {
            assert!(!same_name(one, other), "{one:?} {other:?}");
        }
    }
}
