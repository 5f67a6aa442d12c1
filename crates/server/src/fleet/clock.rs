//! The database's own clock, read in SQL: leases are set and compared in it, so the
//! nodes' clocks need not agree with each other.

/// Which SQL the database speaks where the two differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialect {
    Sqlite,
    Postgres,
}

impl Dialect {
    pub fn of(url: &str) -> Dialect {
        if url.starts_with("sqlite:") {
            Dialect::Sqlite
        } else {
            Dialect::Postgres
        }
    }

    /// An SQL expression for the database's time now, in milliseconds since 1970.
    /// PostgreSQL's `clock_timestamp()` moves within a transaction, unlike `now()`.
    pub fn now_ms(self) -> &'static str {
        match self {
            Dialect::Sqlite => "CAST((julianday('now') - 2440587.5) * 86400000.0 AS BIGINT)",
            Dialect::Postgres => "CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)",
        }
    }
}
