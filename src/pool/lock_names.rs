//! The `GET_LOCK` names of the pool's locks: the refill lock, one name per
//! pool and database, shared by `poolctl refill` and any application code
//! that refills inline (`sql/refill_lock.sql` computes the very same name in
//! SQL), and the replenisher's leader lock, one per database. Taking them is
//! `crate::db::NamedLock`'s.
//!
//! Scheme: `poolctl.refill.<database>.<shop>.<item>.<location>`, ids in decimal.
//! MySQL and MariaDB limit lock names to 64 characters; a longer name (a long
//! database name, or very large ids) becomes `poolctl.refill.` followed by the
//! lower-case hex SHA-1 of the full name (55 characters). SHA-1 because both
//! servers have `SHA1()` built in, so the SQL side needs no user function; it is
//! a name, not a security boundary. The database is part of the name because
//! `GET_LOCK` names are server-wide: two databases with the same pool key must
//! not block each other.

use super::plan::PoolKey;
use sha1::{Digest, Sha1};

/// Lock names longer than this are refused by MySQL (error 3057).
pub const MAX_LOCK_NAME_CHARS: usize = 64;
pub const PREFIX: &str = "poolctl.refill.";

/// The prefix of the replenisher's leader lock.
pub const REPLENISH_PREFIX: &str = "poolctl.replenish.";

/// The `GET_LOCK` name of `key`'s refill lock in `database`.
pub fn refill_lock_name(database: &str, key: &PoolKey) -> String {
    fitted(
        PREFIX,
        format!(
            "{PREFIX}{database}.{}.{}.{}",
            key.shop, key.item, key.location
        ),
    )
}

/// The replenisher's leader lock of `database`: one active replenisher per
/// database (`poolctl.replenish.<database>`, hashed like the refill lock's
/// name when too long).
pub fn replenish_lock_name(database: &str) -> String {
    fitted(REPLENISH_PREFIX, format!("{REPLENISH_PREFIX}{database}"))
}

/// `full`, or `prefix` + its hex SHA-1 when longer than the servers allow.
fn fitted(prefix: &str, full: String) -> String {
    if full.chars().count() <= MAX_LOCK_NAME_CHARS {
        return full;
    }
    let digest = Sha1::digest(full.as_bytes());
    let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
    format!("{prefix}{hex}")
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: PoolKey = PoolKey {
        shop: 1,
        item: 100,
        location: 2,
    };

    #[test]
    fn the_leader_lock_is_per_database_and_fits() {
        assert_eq!(replenish_lock_name("shop"), "poolctl.replenish.shop");
        let long = replenish_lock_name(&"d".repeat(60));
        assert!(long.starts_with(REPLENISH_PREFIX));
        assert_eq!(long.len(), REPLENISH_PREFIX.len() + 40);
        assert_ne!(long, replenish_lock_name(&"d".repeat(61)));
    }

    #[test]
    fn short_names_are_readable() {
        assert_eq!(
            refill_lock_name("shop", &KEY),
            "poolctl.refill.shop.1.100.2"
        );
    }

    #[test]
    fn long_names_are_hashed_to_fit_and_stay_distinct() {
        let db = "d".repeat(60);
        let a = refill_lock_name(&db, &KEY);
        assert_eq!(a.len(), PREFIX.len() + 40);
        assert!(a.chars().count() <= MAX_LOCK_NAME_CHARS);
        assert!(a.starts_with(PREFIX));
        let b = refill_lock_name(&db, &PoolKey { location: 3, ..KEY });
        assert_ne!(a, b);
        // Deterministic: the same input always gives the same name.
        assert_eq!(a, refill_lock_name(&db, &KEY));
    }

    #[test]
    fn hash_is_the_hex_sha1_of_the_full_name() {
        // `printf 'poolctl.refill.<60 x d>.1.100.2' | sha1sum`, the same as SQL's SHA1().
        let db = "d".repeat(60);
        assert_eq!(
            refill_lock_name(&db, &KEY),
            "poolctl.refill.0901d010e8c88567ffb02746c3b87cb5a617392a"
        );
    }

    #[test]
    fn boundary_at_64_characters() {
        // "poolctl.refill." (15) + db + ".1.100.2" (8) = 64 when db has 41 chars.
        let db = "x".repeat(41);
        assert_eq!(refill_lock_name(&db, &KEY).chars().count(), 64);
        assert!(refill_lock_name(&db, &KEY).contains(&db));
        let db = "x".repeat(42);
        assert!(!refill_lock_name(&db, &KEY).contains(&db));
    }
}
