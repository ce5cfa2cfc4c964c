//! Ledger quantities as poolctl reads them. The ledger's `available` column
//! belongs to the application: any integer type, signed or unsigned. It is read
//! through DECIMAL(20,0), which holds every BIGINT and BIGINT UNSIGNED value
//! exactly (`CAST(... AS SIGNED)` wrapped 2^63 and above to negative numbers,
//! so refill saw such a pool as sold out), and a value outside the signed
//! 64-bit range poolctl computes with is refused with [`DbError::LedgerQuantity`],
//! never read as stock (an unsigned counter that went below 0 shows as
//! 18446744073709551615) and never as sold out.

use super::DbError;
use crate::pool::PoolKey;

/// The SQL expression for a ledger quantity column (already quoted).
pub(super) fn quantity_sql(column: &str) -> String {
    format!("CAST({column} AS DECIMAL(20,0))")
}

/// A quantity read with [`quantity_sql`], checked. `None` (no ledger row, or
/// a NULL quantity) stays `None`.
pub(super) fn quantity(raw: Option<i128>, key: &PoolKey) -> Result<Option<i64>, DbError> {
    match raw {
        None => Ok(None),
        Some(v) => i64::try_from(v)
            .map(Some)
            .map_err(|_| DbError::LedgerQuantity {
                pool: key.to_string(),
                value: v,
            }),
    }
}

/// Refuses ledger rows that name one pool twice ([`DbError::LedgerDuplicate`]):
/// the key columns of a mapping must identify one row, as refill's own read
/// of a pool's row requires.
pub(super) fn unique_keys(keys: impl IntoIterator<Item = PoolKey>) -> Result<(), DbError> {
    let mut seen = std::collections::HashSet::new();
    for k in keys {
        if !seen.insert(k) {
            return Err(DbError::LedgerDuplicate {
                pool: k.to_string(),
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pool_named_twice_is_refused() {
        let k = |item| PoolKey {
            shop: 1,
            item,
            location: 1,
        };
        assert!(unique_keys([k(1), k(2), k(3)]).is_ok());
        let msg = unique_keys([k(1), k(2), k(1)]).unwrap_err().to_string();
        assert!(msg.contains("shop 1 item 1 location 1"), "{msg}");
        assert!(msg.contains("[ledger] key columns"), "{msg}");
    }

    #[test]
    fn quantities_beyond_i64_are_refused_not_wrapped() {
        let k = PoolKey {
            shop: 1,
            item: 2,
            location: 3,
        };
        assert_eq!(quantity(Some(5), &k).unwrap(), Some(5));
        assert_eq!(quantity(Some(-3), &k).unwrap(), Some(-3));
        assert_eq!(quantity(None, &k).unwrap(), None);
        assert_eq!(
            quantity(Some(i128::from(i64::MAX)), &k).unwrap(),
            Some(i64::MAX)
        );
        let err = quantity(Some(i128::from(u64::MAX)), &k).unwrap_err();
        let msg = err.to_string();
        assert!(msg.contains("18446744073709551615"), "{msg}");
        assert!(msg.contains("shop 1 item 2 location 3"), "{msg}");
        assert!(msg.contains("available_column"), "{msg}");
    }
}
