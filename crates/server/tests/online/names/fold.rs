//! Names only a fold of our own tells alike (beside the Unicode skeleton's): refused
//! as taken on a server, and kept by the players of an older database who hold them.

use super::{hello, refused_as_taken};
use crate::harness::{Client, TestServer};
use sqlx::Connection;

/// Look-alikes the Unicode skeleton misses, each against the name it looks like:
/// another script's capital, two letters for one, a digit for a letter.
const LOOK_ALIKES_OUTSIDE_THE_SKELETON: [(&str, &str); 7] = [
    ("Alice", "\u{2c80}lice"), // Coptic capital alfa
    ("Lora", "\u{53c}ora"),    // Armenian capital liwn
    ("Ivy", "\u{13c6}vy"),     // Cherokee qua
    ("dave", "clave"),
    ("Wendy", "VVendy"),
    ("Emma", "ERNRNA"),
    ("Sam", "5am"),
];

#[tokio::test]
async fn look_alikes_outside_the_unicode_skeleton_are_refused() {
    let server = TestServer::start(|_| {});
    for (held, _) in LOOK_ALIKES_OUTSIDE_THE_SKELETON {
        assert_eq!(Client::join(&server, held).await.name, held);
    }
    let mut welcomed = Vec::new();
    for (held, alike) in LOOK_ALIKES_OUTSIDE_THE_SKELETON {
        let (_, answer) = hello(&server, alike).await;
        if refused_as_taken(&answer).is_none() {
            welcomed.push((held, alike, answer));
        }
    }
    assert!(
        welcomed.is_empty(),
        "taken beside their look-alikes: {welcomed:?}"
    );
}

/// Two players of a database from before today's fold, each holding the keys the
/// fold of then gave its name (`wendy`, `vvendy`): today's fold tells the names
/// alike, and both keep them.
#[tokio::test]
async fn players_whose_names_only_todays_fold_tells_alike_keep_them() {
    let server = TestServer::start(|_| {});
    let wendy = Client::join(&server, "Wendy").await.token;
    let vvendy = Client::join(&server, "Xendy").await.token;
    let data = server.kill();
    let mut db = crate::store::connect(&data).await;
    let id = |name: &'static str| {
        sqlx::query_scalar::<_, i64>("SELECT id FROM players WHERE name = $1").bind(name)
    };
    let wendy_id = id("Wendy").fetch_one(&mut db).await.unwrap();
    let vvendy_id = id("Xendy").fetch_one(&mut db).await.unwrap();
    sqlx::query("UPDATE players SET name = 'VVendy' WHERE id = $1")
        .bind(vvendy_id)
        .execute(&mut db)
        .await
        .unwrap();
    sqlx::query("DELETE FROM name_keys")
        .execute(&mut db)
        .await
        .unwrap();
    for (key, player) in [("wendy", wendy_id), ("vvendy", vvendy_id)] {
        sqlx::query("INSERT INTO name_keys (name_key, player_id) VALUES ($1, $2)")
            .bind(key)
            .bind(player)
            .execute(&mut db)
            .await
            .unwrap();
    }

    let server = TestServer::start_in(data, |_| {});
    for (name, token) in [("Wendy", &wendy), ("VVendy", &vvendy)] {
        let back = Client::with_token(&server, "someone", Some(token)).await;
        assert_eq!(back.name, name);
    }
    // Today's keys were added beside the old ones, each held by one of the two.
    let keys: Vec<(String, i64)> =
        sqlx::query_as("SELECT name_key, player_id FROM name_keys ORDER BY name_key")
            .fetch_all(&mut db)
            .await
            .unwrap();
    assert!(keys.contains(&("wendy".into(), wendy_id)), "{keys:?}");
    assert!(keys.contains(&("vvendy".into(), vvendy_id)), "{keys:?}");
    assert!(keys.len() > 2, "no key of today's fold added: {keys:?}");
    assert!(keys.iter().all(|(_, p)| [wendy_id, vvendy_id].contains(p)));
    // Neither name, nor a look-alike only today's fold sees, is free.
    for name in ["Wendy", "VVendy", "wendy", "Wencly", "VVencly"] {
        let (_, answer) = hello(&server, name).await;
        assert!(refused_as_taken(&answer).is_some(), "{name:?}: {answer:?}");
    }
    db.close().await.unwrap();
}
