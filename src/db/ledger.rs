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
pub(crate) fn quantity_sql(column: &str) -> String {
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

/// Where one page of a keyset scan of the ledger ends, and whether it names
/// a pool twice. The scan reads the ledger in key order and starts each page
/// after the previous page's last key (`> last`), so a second row with the
/// last key that the `LIMIT` left out of a page is never read at all: the
/// next page starts past it. Each page is therefore read with one row more
/// than it keeps (`LIMIT limit + 1`): `keys` are the keys of the rows read,
/// in key order, and that extra row, when there is one, is compared too
/// (rows with one key are next to each other in key order, so a key that
/// appears twice is seen twice within those rows, wherever the page ends).
///
/// Returns how many rows the page keeps (at most `limit`) and its last key
/// when more rows follow (the next page's cursor), `None` when the ledger ran
/// out; a duplicate key is [`DbError::LedgerDuplicate`].
pub(super) fn page(keys: &[PoolKey], limit: u64) -> Result<(usize, Option<PoolKey>), DbError> {
    unique_keys(keys.iter().copied())?;
    let limit = usize::try_from(limit.max(1)).unwrap_or(usize::MAX);
    if keys.len() > limit {
        Ok((limit, Some(keys[limit - 1])))
    } else {
        Ok((keys.len(), None))
    }
}

/// The `LIMIT` that reads a page of `limit` rows and the row after it
/// ([`page`]).
pub(super) fn page_limit(limit: u64) -> u64 {
    limit.max(1).saturating_add(1)
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

    fn keys(items: &[u64]) -> Vec<PoolKey> {
        items
            .iter()
            .map(|&item| PoolKey {
                shop: 1,
                item,
                location: 1,
            })
            .collect()
    }

    #[test]
    fn a_page_keeps_limit_rows_and_ends_at_its_last_key_when_more_follow() {
        let k = keys(&[1, 2, 3]);
        assert_eq!(page(&k, 2).unwrap(), (2, Some(k[1])));
        // All read, nothing past them: the ledger ran out.
        assert_eq!(page(&k, 3).unwrap(), (3, None));
        assert_eq!(page(&k[..2], 3).unwrap(), (2, None));
        assert_eq!(page(&[], 3).unwrap(), (0, None));
        assert_eq!(page(&k[..2], 1).unwrap(), (1, Some(k[0])));
        assert_eq!(page_limit(2), 3);
        assert_eq!(page_limit(u64::MAX), u64::MAX);
    }

    /// The duplicate's second row is the row past the page: the next page
    /// starts after this key, so only this read ever sees it.
    #[test]
    fn a_duplicate_across_the_page_boundary_is_refused() {
        // limit 2: the page keeps items 1 and 2, the row read past it is 2 again.
        let msg = page(&keys(&[1, 2, 2]), 2).unwrap_err().to_string();
        assert!(msg.contains("shop 1 item 2 location 1"), "{msg}");
        assert!(matches!(
            page(&keys(&[7, 7]), 1),
            Err(DbError::LedgerDuplicate { .. })
        ));
        // Within the page, as before.
        assert!(page(&keys(&[1, 1, 2]), 2).is_err());
        assert!(page(&keys(&[1, 2, 2]), 5).is_err());
    }

    /// Every way a ledger with one duplicate can be cut into pages of every
    /// size: the scan (pages chained by their last key, as the server would
    /// answer `> cursor ORDER BY key LIMIT page_limit`) refuses it.
    #[test]
    fn a_scan_refuses_a_duplicate_wherever_the_pages_fall() {
        let scan = |ledger: &[PoolKey], limit: u64| -> Result<Vec<PoolKey>, DbError> {
            let mut cursor: Option<PoolKey> = None;
            let mut seen = Vec::new();
            loop {
                let read: Vec<PoolKey> = ledger
                    .iter()
                    .copied()
                    .filter(|k| cursor.is_none_or(|c| *k > c))
                    .take(usize::try_from(page_limit(limit)).unwrap())
                    .collect();
                let (kept, last) = page(&read, limit)?;
                seen.extend_from_slice(&read[..kept]);
                match last {
                    Some(l) => cursor = Some(l),
                    None => return Ok(seen),
                }
            }
        };
        let clean = keys(&[1, 2, 3, 4, 5, 6]);
        for limit in 1..=7 {
            assert_eq!(scan(&clean, limit).unwrap(), clean, "limit {limit}");
        }
        for dup in 1..=6 {
            let mut ledger = clean.clone();
            ledger.insert(dup as usize - 1, ledger[dup as usize - 1]);
            for limit in 1..=8 {
                assert!(
                    matches!(
                        scan(&ledger, limit),
                        Err(DbError::LedgerDuplicate { ref pool }) if pool.contains(&format!("item {dup} "))
                    ),
                    "item {dup} twice, pages of {limit}"
                );
            }
        }
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
