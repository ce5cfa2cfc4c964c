//! The lock-line parser: `RECORD LOCKS ...` and `TABLE LOCK ...` lines, with
//! the identifiers they print (backtick or ANSI double-quote quoting, 5.0
//! `db/table` file names, partitions). Takes one line, returns `None` when it
//! does not match; never panics.

use super::bytes::{Trim, find_lit, number, token};
use super::intern::Interner;
use super::model::{Lock, LockMode, LockScope, Name};
use std::borrow::Cow;

/// One identifier, quoted with backticks or double quotes (doubled quote =
/// literal quote) or bare up to `stop` / the end. Returns it and the rest.
fn ident<'a>(s: &'a str, stop: &[&str]) -> Option<(Cow<'a, str>, &'a str)> {
    let q = *s.as_bytes().first()?;
    if q == b'`' || q == b'"' {
        let body = &s[1..];
        let b = body.as_bytes();
        let mut out: Option<String> = None;
        let mut from = 0;
        let mut i = 0;
        while i < b.len() {
            if b[i] == q {
                if b.get(i + 1) == Some(&q) {
                    // A doubled quote is a literal quote.
                    let o = out.get_or_insert_with(String::new);
                    o.push_str(&body[from..=i]);
                    i += 2;
                    from = i;
                    continue;
                }
                let name = match out {
                    Some(mut o) => {
                        o.push_str(&body[from..i]);
                        Cow::Owned(o)
                    }
                    None => Cow::Borrowed(&body[..i]),
                };
                return Some((name, &body[i + 1..]));
            }
            i += 1;
        }
        return None;
    }
    let end = stop
        .iter()
        .filter_map(|p| find_lit(s, p))
        .min()
        .unwrap_or(s.len());
    let name = s[..end].trim_fast();
    if name.is_empty() {
        None
    } else {
        Some((Cow::Borrowed(name), &s[end..]))
    }
}

/// 5.0 file-name encoding in `db/table` names: `@002d` -> `-`.
fn decode_filename(s: &str) -> String {
    if !s.contains('@') {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(at) = rest.find('@') {
        out.push_str(&rest[..at]);
        let after = &rest[at + 1..];
        let hex = after
            .get(..4)
            .filter(|h| h.bytes().all(|b| b.is_ascii_hexdigit()));
        match hex
            .and_then(|h| u32::from_str_radix(h, 16).ok())
            .and_then(char::from_u32)
        {
            Some(c) => {
                out.push(c);
                rest = &after[4..];
            }
            None => {
                out.push('@');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// `db/table` (5.0) -> `db.table`, keeping any `#P#` partition suffix apart.
fn slash_name(name: &str) -> (String, Option<String>) {
    let (base, part) = match name.find("#P#").or_else(|| name.find("#p#")) {
        Some(i) => (&name[..i], Some(name[i + 3..].to_string())),
        None => (name, None),
    };
    match base.split_once('/') {
        Some((db, t)) => (
            format!("{}.{}", decode_filename(db), decode_filename(t)),
            part,
        ),
        None => (base.to_string(), part),
    }
}

const TABLE_STOPS: &[&str] = &[" trx id ", " /* Partition", " lock mode ", " lock_mode "];

/// `` `db`.`t` `` / `"db"."t"` / `` `db/t` `` / `db.t`, then an optional
/// `/* Partition `p` */`. Returns `db.table`, the partition and the rest.
fn table_name<'a>(s: &'a str, names: &mut Interner) -> Option<(Name, Option<String>, &'a str)> {
    let (first, rest) = ident(s, TABLE_STOPS)?;
    let quoted = s.starts_with('`') || s.starts_with('"');
    let (mut name, mut partition, rest) = if quoted && rest.starts_with('.') {
        let (second, r) = ident(&rest[1..], TABLE_STOPS)?;
        (names.table(&[&first, ".", &second]), None, r)
    } else if first.contains('/') {
        let (n, p) = slash_name(&first);
        (names.table(&[&n]), p, rest)
    } else {
        (names.table(&[&first]), None, rest)
    };
    let mut rest = rest;
    if let Some(r) = rest.trim_start_fast().strip_prefix("/* Partition ") {
        let end = find_lit(r, "*/").unwrap_or(r.len());
        let p = r[..end].trim_fast();
        let p = p.trim_matches(|c| c == '`' || c == '"');
        partition = Some(p.to_string());
        rest = r.get(end + 2..).unwrap_or("");
    }
    if name.is_empty() {
        return None;
    }
    if partition.is_none() && find_lit(&name, "#P#").is_some() {
        let (n, p) = slash_name(&name);
        name = names.table(&[&n]);
        partition = p;
    }
    Some((name, partition, rest))
}

/// `trx id 3405 lock_mode X locks rec but not gap waiting` -> trx id and the
/// mode words filled into `lock`.
fn trx_and_mode(rest: &str, lock: &mut Lock, names: &mut Interner) -> Option<()> {
    let rest = rest.trim_start_fast();
    let rest = rest.strip_prefix("trx id ").unwrap_or(rest);
    let i = find_lock_mode(rest.as_bytes())?;
    let (trx, mode) = (&rest[..i], &rest[i + 10..]);
    let trx = trx.trim_fast();
    if !trx.is_empty() {
        lock.trx_id = Some(names.trx_id(trx));
    }
    let (word, flags) = token(mode.trim_start_fast());
    if word.is_empty() {
        return None;
    }
    lock.mode = LockMode::parse(word);
    // One pass for the four flags (each may occur anywhere in the rest).
    let f = flags.as_bytes();
    for i in 0..f.len() {
        let at = &f[i..];
        match f[i] {
            b'l' => {
                lock.gap |= at.starts_with(b"locks gap before rec");
                lock.rec_not_gap |= at.starts_with(b"locks rec but not gap");
            }
            b'i' => lock.insert_intention |= at.starts_with(b"insert intention"),
            b'w' => lock.waiting |= at.starts_with(b"waiting"),
            _ => {}
        }
    }
    Some(())
}

/// The first `lock_mode ` or `lock mode ` in `h`.
fn find_lock_mode(h: &[u8]) -> Option<usize> {
    (0..h.len()).find(|&i| {
        let at = &h[i..];
        at.len() >= 10
            && at[0] == b'l'
            && at.starts_with(b"lock")
            && (at[4] == b'_' || at[4] == b' ')
            && at[5..].starts_with(b"mode ")
    })
}

/// `RECORD LOCKS space id S page no P n bits B index I of table D.T trx id X lock_mode X ...`
/// or `TABLE LOCK table D.T trx id X lock mode IX [waiting]`.
pub(super) fn lock_line(line: &str, names: &mut Interner) -> Option<Lock> {
    let mut lock = Lock::default();
    fill_lock(line, names, &mut lock)?;
    Some(lock)
}

/// [`lock_line`] into a new last element of `locks` (built in place, not
/// moved there); false, and `locks` as it was, when the line does not parse.
pub(super) fn push_lock_line(line: &str, names: &mut Interner, locks: &mut Vec<Lock>) -> bool {
    locks.push(Lock::default());
    let ok = match locks.last_mut() {
        Some(lock) => fill_lock(line, names, lock).is_some(),
        None => false,
    };
    if !ok {
        locks.pop();
    }
    ok
}

/// Fills a default `lock` from a lock line.
fn fill_lock(line: &str, names: &mut Interner, lock: &mut Lock) -> Option<()> {
    if let Some(rest) = line.strip_prefix("RECORD LOCKS ") {
        lock.scope = LockScope::Record;
        let mut rest = rest;
        if let Some(r) = rest.strip_prefix("space id ") {
            let (n, r) = number(r)?;
            lock.space_id = Some(n);
            rest = r.trim_start_fast();
        }
        if let Some(r) = rest.strip_prefix("page no ") {
            let (n, r) = number(r)?;
            lock.page_no = Some(n);
            rest = r.trim_start_fast();
        }
        if let Some(r) = rest.strip_prefix("n bits ") {
            let (n, r) = number(r)?;
            lock.n_bits = Some(n);
            rest = r.trim_start_fast();
        }
        let r = rest.strip_prefix("index ")?;
        let (index, r) = ident(r, &[" of table "])?;
        lock.index = Some(names.index(&index));
        let r = r.trim_start_fast().strip_prefix("of table ")?;
        let (table, partition, r) = table_name(r, names)?;
        lock.table = table;
        lock.partition = partition;
        return trx_and_mode(r, lock, names);
    }
    if let Some(rest) = line.strip_prefix("TABLE LOCK ") {
        lock.scope = LockScope::Table;
        let r = rest.strip_prefix("table ")?;
        let (table, partition, r) = table_name(r, names)?;
        lock.table = table;
        lock.partition = partition;
        return trx_and_mode(r, lock, names);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lock_line_t(line: &str) -> Option<Lock> {
        lock_line(line, &mut Interner::default())
    }

    #[test]
    fn lock_lines() {
        let l = lock_line_t("RECORD LOCKS space id 0 page no 307 n bits 72 index `PRIMARY` of table `test`.`a` trx id 3405 lock_mode X locks rec but not gap waiting").unwrap();
        assert_eq!(
            (l.space_id, l.page_no, l.n_bits),
            (Some(0), Some(307), Some(72))
        );
        assert_eq!(
            (l.index.as_deref(), l.table.as_str(), l.trx_id.as_deref()),
            (Some("PRIMARY"), "test.a", Some("3405"))
        );
        assert!(l.rec_not_gap && l.waiting && !l.gap);
        assert_eq!(l.kind(), "X,REC_NOT_GAP");

        let l = lock_line_t("RECORD LOCKS space id 7169 page no 14 n bits 80 index \"PRIMARY\" of table \"<anonymized>\".\"cache_menu\" trx id 6FE138 lock_mode X insert intention waiting").unwrap();
        assert_eq!(l.table, "<anonymized>.cache_menu");
        assert_eq!(l.kind(), "X,INSERT_INTENTION");

        let l = lock_line_t("RECORD LOCKS space id 0 page no 3662 n bits 72 index `GEN_CLUST_INDEX` of table `test/innotop_dl` trx id 0 3793489 lock mode S").unwrap();
        assert_eq!(
            (l.table.as_str(), l.trx_id.as_deref(), l.mode.clone()),
            ("test.innotop_dl", Some("0 3793489"), LockMode::S)
        );
        assert!(l.is_next_key());

        let l = lock_line_t("RECORD LOCKS space id 5 page no 4 n bits 72 index IDX_TEST of table `testdb`.`test` trx id 36 lock_mode X locks gap before rec").unwrap();
        assert_eq!(
            (l.index.as_deref(), l.kind().as_str()),
            (Some("IDX_TEST"), "X,GAP")
        );

        let l = lock_line_t("TABLE LOCK table `db`.`gr_v3_response_log` trx id 3BF88F886 lock mode AUTO-INC waiting").unwrap();
        assert_eq!(
            (l.scope, l.mode.clone(), l.waiting),
            (LockScope::Table, LockMode::AutoInc, true)
        );

        let l = lock_line_t("RECORD LOCKS space id 2 page no 4 n bits 72 index PRIMARY of table `test`.`t` /* Partition `p1` */ trx id 2078 lock_mode X").unwrap();
        assert_eq!(
            (l.table.as_str(), l.partition.as_deref()),
            ("test.t", Some("p1"))
        );

        let l = lock_line_t("TABLE LOCK table `we``ird`.`t.x` trx id 1 lock mode IX").unwrap();
        assert_eq!(l.table, "we`ird.t.x");

        let l = lock_line_t("TABLE LOCK table `my@002ddb/t1` trx id 0 1 lock mode IX").unwrap();
        assert_eq!(l.table, "my-db.t1");

        assert!(lock_line_t("RECORD LOCKS space id 149 page no 80").is_none());
        assert!(lock_line_t("RECORD LOCKS space id 1 page no 2 n bits 8 index `é").is_none());
        assert!(lock_line_t("TABLE LOCK table ").is_none());
    }
}
