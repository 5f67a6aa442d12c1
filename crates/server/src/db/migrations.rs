//! The database's migrations, built into the server and run by sqlx's migrator: each
//! file of `migrations/`, in order.
//!
//! sqlx's `migrate!` macro would embed them as well, but it brings a second build of
//! sqlx and SQLite, for the compiler's own use, into every build of the workspace.

use futures_util::future::BoxFuture;
use sqlx::error::BoxDynError;
use sqlx::migrate::{MigrateError, Migration, MigrationSource, MigrationType, Migrator};

/// Each file of `migrations/`: its version and description (as its name gives them,
/// `0001_initial.sql`) and its SQL.
const MIGRATIONS: &[(i64, &str, &str)] = &[
    (
        1,
        "initial",
        include_str!("../../migrations/0001_initial.sql"),
    ),
    (
        2,
        "name_keys",
        include_str!("../../migrations/0002_name_keys.sql"),
    ),
    (3, "nodes", include_str!("../../migrations/0003_nodes.sql")),
    (4, "lobby", include_str!("../../migrations/0004_lobby.sql")),
    (5, "heirs", include_str!("../../migrations/0005_heirs.sql")),
];

/// The migrator of the files above. A database they made before, by the macro or by
/// this, is recognised: a migration is known by its version and the checksum of its
/// SQL.
pub async fn migrator() -> Result<Migrator, MigrateError> {
    Migrator::new(Embedded).await
}

#[derive(Debug)]
struct Embedded;

impl<'s> MigrationSource<'s> for Embedded {
    fn resolve(self) -> BoxFuture<'s, Result<Vec<Migration>, BoxDynError>> {
        Box::pin(async {
            Ok(MIGRATIONS
                .iter()
                .map(|&(version, description, sql)| {
                    let kind = MigrationType::Simple;
                    Migration::new(version, description.into(), kind, sql.into(), false)
                })
                .collect())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_in_the_folder_is_built_in_under_its_version_and_description() {
        let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
        let mut files: Vec<String> = std::fs::read_dir(folder)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().into_string().unwrap())
            .collect();
        files.sort();
        let built_in: Vec<String> = MIGRATIONS
            .iter()
            .map(|(version, description, _)| format!("{version:04}_{description}.sql"))
            .collect();
        assert_eq!(files, built_in);
    }
}
