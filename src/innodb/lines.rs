//! Parsers for the single lines of a transaction entry that carry data:
//! transaction headers, counts, thread lines, the `TRX HAS BEEN WAITING`
//! header, record headers. Each takes one line and returns `None` (or false)
//! when it does not match; none panics. Lock lines are `lock_line`'s.

use super::bytes::{Trim, find_byte, find_lit, number, token};
use super::model::{Transaction, TrxState};
use super::spare::Spare;

/// `TRANSACTION <id>, <state> ...` (with or without the `---` of the
/// TRANSACTIONS list). Fills the header fields of a new [`Transaction`].
pub(super) fn trx_header(line: &str) -> Option<Transaction> {
    let mut trx = Transaction::default();
    fill_trx_header(line, &mut trx, &mut Spare::default())?;
    Some(trx)
}

/// [`trx_header`] into a new last element of `list` (built in place, not
/// moved there); false, and `list` as it was, when the line does not parse.
pub(super) fn push_trx_header(line: &str, list: &mut Vec<Transaction>, spare: &mut Spare) -> bool {
    list.push(spare.transaction());
    let ok = match list.last_mut() {
        Some(trx) => fill_trx_header(line, trx, spare).is_some(),
        None => false,
    };
    if !ok {
        list.pop();
    }
    ok
}

/// Fills the header fields of a default `trx`.
fn fill_trx_header(line: &str, trx: &mut Transaction, spare: &mut Spare) -> Option<()> {
    let rest = line.strip_prefix("---").unwrap_or(line);
    let rest = rest.strip_prefix("TRANSACTION ")?;
    let (id, rest) = match find_byte(rest, b',') {
        Some(i) => (rest[..i].trim_fast(), &rest[i + 1..]),
        None => (rest.trim_fast(), ""),
    };
    if id.is_empty() || id.len() > 64 {
        return None;
    }
    trx.id.clear();
    trx.id.push_str(id);
    let rest = rest.trim_start_fast();
    let rest = if let Some(r) = rest.strip_prefix("not started") {
        trx.state = TrxState::NotStarted;
        r
    } else if let Some(r) = rest.strip_prefix("ACTIVE") {
        let r = r.trim_start_fast();
        let r = if let Some(r) = r.strip_prefix("(PREPARED)") {
            trx.state = TrxState::Prepared;
            r.trim_start_fast()
        } else {
            trx.state = TrxState::Active;
            r
        };
        match number(r) {
            Some((secs, r)) => {
                trx.active_secs = Some(secs);
                r.strip_prefix(" sec").unwrap_or(r)
            }
            None => r,
        }
    } else if let Some(r) = rest.strip_prefix("COMMITTED IN MEMORY") {
        trx.state = TrxState::CommittedInMemory;
        r
    } else if rest.is_empty() {
        trx.state = TrxState::Other(String::new());
        rest
    } else {
        let end = find_byte(rest, b',').unwrap_or(rest.len());
        trx.state = TrxState::Other(rest[..end].trim_fast().to_string());
        &rest[end..]
    };
    trx.operation = operation(rest, spare);
    Some(())
}

/// What follows the state: `, process no N, OS thread id N starting index read,
/// thread declared inside InnoDB 500` -> `starting index read`.
fn operation(mut r: &str, spare: &mut Spare) -> Option<String> {
    // Usually one operation: copied once, joined only when there are more.
    let mut first: Option<&str> = None;
    let mut joined: Option<String> = None;
    loop {
        r = r.trim_start_fast();
        if let Some(x) = r.strip_prefix(',') {
            r = x;
            continue;
        }
        if r.is_empty() {
            break;
        }
        if let Some(x) = r.strip_prefix("process no ") {
            r = number(x).map_or(x, |(_, x)| x);
            continue;
        }
        if let Some(x) = r.strip_prefix("OS thread id ") {
            r = token(x).1;
            continue;
        }
        if let Some(x) = r.strip_prefix("thread declared inside InnoDB ") {
            r = number(x).map_or(x, |(_, x)| x);
            continue;
        }
        let end = find_lit(r, ", ").unwrap_or(r.len());
        let op = r[..end].trim_fast();
        if !op.is_empty() {
            match (&mut joined, first) {
                (Some(j), _) => {
                    j.push_str(", ");
                    j.push_str(op);
                }
                (None, Some(f)) => {
                    let mut j = String::with_capacity(f.len() + 2 + op.len());
                    j.push_str(f);
                    j.push_str(", ");
                    j.push_str(op);
                    joined = Some(j);
                }
                (None, None) => first = Some(op),
            }
        }
        r = &r[end..];
    }
    joined.or_else(|| first.map(|f| spare.string(f)))
}

/// `mysql tables in use 1, locked 1`
pub(super) fn tables_in_use(line: &str, trx: &mut Transaction) -> bool {
    let Some(rest) = line.strip_prefix("mysql tables in use ") else {
        return false;
    };
    if let Some((n, r)) = number(rest) {
        trx.tables_in_use = Some(n);
        if let Some(r) = r.strip_prefix(", locked ") {
            trx.tables_locked = number(r).map(|(n, _)| n);
        }
    }
    true
}

/// `[LOCK WAIT |ROLLING BACK ]N lock struct(s), heap size M[, K row lock(s)][, undo log entries U]`
pub(super) fn counts(line: &str, trx: &mut Transaction) -> bool {
    let mut rest = line;
    let mut lock_wait = false;
    let mut rolling_back = false;
    if let Some(r) = rest.strip_prefix("LOCK WAIT ") {
        lock_wait = true;
        rest = r;
    }
    if let Some(r) = rest.strip_prefix("ROLLING BACK ") {
        rolling_back = true;
        rest = r;
    }
    let Some((structs, after)) = number(rest) else {
        return false;
    };
    if !after.starts_with(" lock struct(s)") {
        return false;
    }
    trx.lock_wait |= lock_wait;
    trx.rolling_back |= rolling_back;
    trx.lock_structs = Some(structs);
    let mut segs = Some(after);
    while let Some(all) = segs {
        let seg = match find_byte(all, b',') {
            Some(i) => {
                segs = Some(&all[i + 1..]);
                &all[..i]
            }
            None => {
                segs = None;
                all
            }
        };
        let seg = seg.trim_fast();
        if let Some(x) = seg.strip_prefix("heap size ") {
            trx.heap_size = number(x).map(|(n, _)| n);
        } else if let Some(x) = seg.strip_prefix("undo log entries ") {
            trx.undo_log_entries = number(x).map(|(n, _)| n);
        } else if let Some((n, r)) = number(seg)
            && r.starts_with(" row lock(s)")
        {
            trx.row_locks = Some(n);
        }
    }
    true
}

/// `MySQL thread id T, OS thread handle H, query id Q host user state`
/// (also `MariaDB thread id`, and 5.0/5.1 without the OS thread handle).
pub(super) fn thread_line(line: &str, trx: &mut Transaction, spare: &mut Spare) -> bool {
    let Some(rest) = line
        .strip_prefix("MySQL thread id ")
        .or_else(|| line.strip_prefix("MariaDB thread id "))
    else {
        return false;
    };
    let (tid, mut rest) = match number(rest) {
        Some(x) => x,
        None => return true,
    };
    trx.thread_id = Some(tid);
    if let Some(r) = rest.strip_prefix(", OS thread handle ") {
        let end = find_byte(r, b',').unwrap_or(r.len());
        trx.os_thread_handle = Some(spare.string(r[..end].trim_fast()));
        rest = &r[end..];
    }
    if let Some(r) = rest.strip_prefix(", query id ") {
        if let Some((qid, r)) = number(r) {
            trx.query_id = Some(qid);
            rest = r;
        } else {
            rest = r;
        }
    } else if let Some(r) = rest.strip_prefix(',') {
        rest = r;
    }
    let client = rest.trim_fast();
    if !client.is_empty() {
        trx.client = Some(spare.string(client));
    }
    true
}

/// `------- TRX HAS BEEN WAITING 22 SEC FOR THIS LOCK TO BE GRANTED:` -> 22.
/// MariaDB 10.6+ prints microseconds: `... WAITING 1513544 us FOR ...` -> 1.
pub(super) fn waiting_header(line: &str) -> Option<Option<u64>> {
    let rest = line.trim_start_matches('-').trim_start_fast();
    let rest = rest.strip_prefix("TRX HAS BEEN WAITING ")?;
    Some(number(rest).map(|(n, after)| {
        if after.trim_start_fast().starts_with("us ") {
            n / 1_000_000
        } else {
            n
        }
    }))
}

/// `Record lock, heap no 3 PHYSICAL RECORD: ...` -> 3.
pub(super) fn record_heap_no(line: &str) -> Option<u64> {
    let rest = line.strip_prefix("Record lock, heap no ")?;
    number(rest).map(|(n, _)| n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trx_headers() {
        let t = trx_header("---TRANSACTION 0 3410, ACTIVE 236 sec, process no 5202, OS thread id 1141287232 starting index read").unwrap();
        assert_eq!(t.id, "0 3410");
        assert_eq!(t.state, TrxState::Active);
        assert_eq!(t.active_secs, Some(236));
        assert_eq!(t.operation.as_deref(), Some("starting index read"));

        let t = trx_header("---TRANSACTION 7C6E3A09, ACTIVE (PREPARED) 4 sec, process no 3907, OS thread id 2075289920").unwrap();
        assert_eq!(
            (t.id.as_str(), t.state, t.active_secs, t.operation),
            ("7C6E3A09", TrxState::Prepared, Some(4), None)
        );

        let t = trx_header("---TRANSACTION (0x7f53c3a02230), not started").unwrap();
        assert_eq!(
            (t.id.as_str(), t.state),
            ("(0x7f53c3a02230)", TrxState::NotStarted)
        );

        let t = trx_header("TRANSACTION 0 3793489, ACTIVE 2 sec, process no 5488, OS thread id 1141422400 starting index read, thread declared inside InnoDB 500").unwrap();
        assert_eq!(t.operation.as_deref(), Some("starting index read"));

        let t = trx_header("TRANSACTION 3BF88F886, ACTIVE 0 sec setting auto-inc lock").unwrap();
        assert_eq!(t.operation.as_deref(), Some("setting auto-inc lock"));

        let t = trx_header("---TRANSACTION 36, ACTIVE 0 sec").unwrap();
        assert_eq!((t.active_secs, t.operation), (Some(0), None));
        assert!(trx_header("---TRANSACTION ").is_none());
    }

    #[test]
    fn thread_lines() {
        let mut t = Transaction::default();
        assert!(thread_line(
            "MySQL thread id 19, OS thread handle 0x7fac301e4700, query id 180 localhost ro-ot Updating",
            &mut t,
            &mut Spare::default()
        ));
        assert_eq!((t.thread_id, t.query_id), (Some(19), Some(180)));
        assert_eq!(t.os_thread_handle.as_deref(), Some("0x7fac301e4700"));
        assert_eq!(
            (t.host().as_deref(), t.user().as_deref()),
            (Some("localhost"), Some("ro-ot"))
        );

        let mut t = Transaction::default();
        assert!(thread_line(
            "MySQL thread id 29247292, OS thread handle 0x7fd903731700, query id 2598871462 bm-dell05 10.10.9.210 root update",
            &mut t,
            &mut Spare::default()
        ));
        assert_eq!(t.user().as_deref(), Some("root"));

        let mut t = Transaction::default();
        assert!(thread_line(
            "MariaDB thread id 5, OS thread handle 139998151345920, query id 29 10.88.0.172 root ",
            &mut t,
            &mut Spare::default()
        ));
        assert_eq!(
            (t.host().as_deref(), t.user().as_deref()),
            (Some("10.88.0.172"), Some("root"))
        );

        let mut t = Transaction::default();
        assert!(thread_line(
            "MySQL thread id 11, query id 350 localhost baron Updating",
            &mut t,
            &mut Spare::default()
        ));
        assert_eq!(
            (t.thread_id, t.query_id, t.user().as_deref()),
            (Some(11), Some(350), Some("baron"))
        );
    }

    #[test]
    fn count_lines() {
        let mut t = Transaction::default();
        assert!(counts(
            "LOCK WAIT 3 lock struct(s), heap size 376, 3 row lock(s), undo log entries 2",
            &mut t
        ));
        assert!(t.lock_wait);
        assert_eq!(
            (t.lock_structs, t.heap_size, t.row_locks, t.undo_log_entries),
            (Some(3), Some(376), Some(3), Some(2))
        );
        let mut t = Transaction::default();
        assert!(counts("4 lock struct(s), heap size 1216", &mut t));
        assert_eq!((t.lock_structs, t.row_locks), (Some(4), None));
        assert!(!counts("4 lock", &mut t));
    }
    #[test]
    fn misc_lines() {
        assert_eq!(
            waiting_header("------- TRX HAS BEEN WAITING 1513544 us FOR THIS LOCK TO BE GRANTED:"),
            Some(Some(1))
        );
        assert_eq!(
            waiting_header("------- TRX HAS BEEN WAITING 22 SEC FOR THIS LOCK TO BE GRANTED:"),
            Some(Some(22))
        );
        assert_eq!(
            record_heap_no(
                "Record lock, heap no 1 PHYSICAL RECORD: n_fields 1; compact format; info bits 0"
            ),
            Some(1)
        );
        let mut t = Transaction::default();
        assert!(tables_in_use("mysql tables in use 3, locked 2", &mut t));
        assert_eq!((t.tables_in_use, t.tables_locked), (Some(3), Some(2)));
    }
}
