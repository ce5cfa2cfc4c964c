//! Parsers for the single lines of a status text that carry data: transaction
//! headers, counts, thread lines, lock lines, record headers, identifiers. Each
//! takes one line and returns `None` when it does not match; none panics.

use super::model::{Lock, LockMode, LockScope, Name, Transaction, TrxState};
use std::borrow::Cow;

/// `trim`, `trim_start` and `trim_end` with a fast path for the usual case of
/// nothing to trim (a printable ASCII first / last byte); otherwise exactly
/// `str`'s (Unicode whitespace).
pub(super) trait Trim {
    fn trim_fast(&self) -> &str;
    fn trim_start_fast(&self) -> &str;
    fn trim_end_fast(&self) -> &str;
}

/// No whitespace to trim at a byte `b` (a character boundary).
#[inline]
fn keeps(b: Option<&u8>) -> bool {
    b.is_none_or(|&b| b > b' ' && b < 0x80)
}

impl Trim for str {
    #[inline]
    fn trim_fast(&self) -> &str {
        self.trim_start_fast().trim_end_fast()
    }

    #[inline]
    fn trim_start_fast(&self) -> &str {
        if keeps(self.as_bytes().first()) {
            return self;
        }
        // ASCII whitespace bytes are whitespace characters: drop them here,
        // anything else (Unicode spaces) is left to `str`.
        let n = self
            .bytes()
            .take_while(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c'))
            .count();
        let rest = &self[n..];
        if keeps(rest.as_bytes().first()) {
            rest
        } else {
            rest.trim_start()
        }
    }

    #[inline]
    fn trim_end_fast(&self) -> &str {
        if keeps(self.as_bytes().last()) {
            return self;
        }
        let n = self
            .bytes()
            .rev()
            .take_while(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c'))
            .count();
        let rest = &self[..self.len() - n];
        if keeps(rest.as_bytes().last()) {
            rest
        } else {
            rest.trim_end()
        }
    }
}

/// Buffers of dropped transactions, reused for new ones: `parse` keeps only
/// the last output, and the earlier ones, built in full, are dropped as the
/// next one starts. Their strings and lock lists serve the next output
/// instead of the allocator.
#[derive(Default)]
pub(super) struct Spare {
    strings: Vec<String>,
    locks: Vec<Vec<Lock>>,
}

impl Spare {
    /// At most this many lock lists (and four times as many strings) are kept.
    const MAX: usize = 4096;

    /// A default transaction (with spare id and lock list buffers).
    pub(super) fn transaction(&mut self) -> Transaction {
        Transaction {
            id: self.strings.pop().map(clear).unwrap_or_default(),
            locks: self.locks.pop().unwrap_or_default(),
            ..Transaction::default()
        }
    }

    /// `s` copied into a spare buffer when there is one.
    pub(super) fn string(&mut self, s: &str) -> String {
        match self.strings.pop() {
            Some(mut b) => {
                b.clear();
                b.push_str(s);
                b
            }
            None => s.to_string(),
        }
    }

    /// Keeps the buffers of `list`'s transactions; returns `list`, empty.
    pub(super) fn keep(&mut self, mut list: Vec<Transaction>) -> Vec<Transaction> {
        for t in &mut list {
            if self.locks.len() >= Self::MAX || self.strings.len() >= 4 * Self::MAX {
                break;
            }
            let mut locks = std::mem::take(&mut t.locks);
            locks.clear();
            self.locks.push(locks);
            let id = std::mem::take(&mut t.id);
            self.strings.push(id);
            for s in [
                &mut t.operation,
                &mut t.os_thread_handle,
                &mut t.client,
                &mut t.query,
            ] {
                if let Some(s) = s.take() {
                    self.strings.push(s);
                }
            }
        }
        list.clear();
        list
    }
}

impl Spare {
    /// Keeps the buffers of `list`'s strings; returns `list`, empty.
    pub(super) fn keep_strings(&mut self, mut list: Vec<String>) -> Vec<String> {
        for s in list.drain(..) {
            self.keep_string(s);
        }
        list
    }

    /// Keeps the buffer of `s`.
    pub(super) fn keep_string(&mut self, s: String) {
        if self.strings.len() < 4 * Self::MAX {
            self.strings.push(s);
        }
    }
}

fn clear(mut s: String) -> String {
    s.clear();
    s
}

/// Shares the names lock lines repeat (tables, indexes, trx ids): per kind,
/// a small table of recent names, compared before a new one is allocated.
/// One table per kind keeps the lock owners' trx ids (new with every
/// transaction) from pushing the few table and index names out.
#[derive(Default)]
pub(super) struct Interner {
    tables: Ring,
    indexes: Ring,
    trx_ids: Ring,
}

impl Interner {
    /// A table name, spelled by `parts` concatenated.
    pub(super) fn table(&mut self, parts: &[&str]) -> Name {
        self.tables.get(parts)
    }

    /// An index name.
    pub(super) fn index(&mut self, name: &str) -> Name {
        self.indexes.get(&[name])
    }

    /// A lock line's `trx id`.
    pub(super) fn trx_id(&mut self, id: &str) -> Name {
        self.trx_ids.get(&[id])
    }
}

/// Recent names of one kind: a small direct-mapped table keyed by a cheap
/// hash of the spelling (length and a few bytes). A lookup is one compare;
/// a collision only costs a new allocation.
#[derive(Default)]
struct Ring {
    slots: Vec<Option<Name>>,
}

impl Ring {
    const BITS: u32 = 6;

    /// The name spelled by `parts` concatenated.
    fn get(&mut self, parts: &[&str]) -> Name {
        let len: usize = parts.iter().map(|p| p.len()).sum();
        if self.slots.is_empty() {
            self.slots.resize(1 << Self::BITS, None);
        }
        let slot = &mut self.slots[slot_of(parts, len, Self::BITS)];
        if let Some(n) = slot
            && n.len() == len
            && spells(n, parts)
        {
            return n.clone();
        }
        let name = if parts.len() == 1 {
            Name::from(parts[0])
        } else {
            let mut s = String::with_capacity(len);
            for p in parts {
                s.push_str(p);
            }
            Name::from(s)
        };
        *slot = Some(name.clone());
        name
    }
}

/// The byte at `i` of `parts` concatenated (0 past the end).
#[inline]
fn byte_at(parts: &[&str], mut i: usize) -> u8 {
    for p in parts {
        if let Some(&b) = p.as_bytes().get(i) {
            return b;
        }
        i -= p.len();
    }
    0
}

/// A slot in a table of `1 << bits` for the spelling of `parts` (`len`
/// bytes in all): from the length, the first two, middle and last two bytes
/// (trx ids that follow each other differ at the end).
#[inline]
fn slot_of(parts: &[&str], len: usize, bits: u32) -> usize {
    let mut h = len as u64;
    for i in [0, 1, len / 2, len.saturating_sub(2), len.saturating_sub(1)] {
        h = h
            .wrapping_mul(0x100)
            .wrapping_add(u64::from(byte_at(parts, i)));
    }
    (h.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - bits)) as usize
}

/// `name` is `parts` concatenated (the lengths are known to match).
fn spells(name: &str, parts: &[&str]) -> bool {
    let mut rest = name.as_bytes();
    for p in parts {
        let p = p.as_bytes();
        if rest.len() < p.len() || !same(&rest[..p.len()], p) {
            return false;
        }
        rest = &rest[p.len()..];
    }
    rest.is_empty()
}

/// Byte equality of two slices of the same length: the last byte first
/// (trx ids and names in a ring often share their start), then eight bytes
/// at a time, without a call to `memcmp` for these short strings.
#[inline]
fn same(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    if a.last() != b.last() {
        return false;
    }
    let mut ca = a.chunks_exact(8);
    let mut cb = b.chunks_exact(8);
    for (x, y) in (&mut ca).zip(&mut cb) {
        let mut wx = [0u8; 8];
        let mut wy = [0u8; 8];
        wx.copy_from_slice(x);
        wy.copy_from_slice(y);
        if u64::from_ne_bytes(wx) != u64::from_ne_bytes(wy) {
            return false;
        }
    }
    ca.remainder()
        .iter()
        .zip(cb.remainder())
        .all(|(x, y)| x == y)
}

/// The leading unsigned integer of `s` and the rest.
/// `None` as well when the number does not fit in a `u64`.
fn number(s: &str) -> Option<(u64, &str)> {
    let b = s.as_bytes();
    let mut v: u64 = 0;
    let mut n = 0;
    // Up to 19 digits (below 10^19 < 2^64) without overflow checks.
    while let Some(&c) = b.get(n) {
        let d = c.wrapping_sub(b'0');
        if d > 9 || n == 19 {
            break;
        }
        v = v * 10 + u64::from(d);
        n += 1;
    }
    while let Some(&c) = b.get(n) {
        let d = c.wrapping_sub(b'0');
        if d > 9 {
            break;
        }
        v = v.checked_mul(10)?.checked_add(u64::from(d))?;
        n += 1;
    }
    if n == 0 {
        return None;
    }
    Some((v, &s[n..]))
}

/// `hay.find(needle)` for the short lines of a status text: a first-byte scan
/// and a compare, without the set-up cost of a general substring searcher.
fn find_lit(hay: &str, needle: &str) -> Option<usize> {
    let (h, n) = (hay.as_bytes(), needle.as_bytes());
    let first = *n.first()?;
    let mut i = 0;
    while i + n.len() <= h.len() {
        if h[i] == first && &h[i..i + n.len()] == n {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// The first `b` (ASCII) in `s`: `s.find(b as char)` for the short lines of
/// a status text, without the set-up of a `memchr` call.
#[inline]
fn find_byte(s: &str, b: u8) -> Option<usize> {
    s.bytes().position(|c| c == b)
}

/// The token of `s` up to the first space (or the end) and the rest.
fn token(s: &str) -> (&str, &str) {
    match find_byte(s, b' ') {
        Some(i) => (&s[..i], &s[i..]),
        None => (s, ""),
    }
}

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
        assert_eq!((t.host(), t.user()), (Some("localhost"), Some("ro-ot")));

        let mut t = Transaction::default();
        assert!(thread_line(
            "MySQL thread id 29247292, OS thread handle 0x7fd903731700, query id 2598871462 bm-dell05 10.10.9.210 root update",
            &mut t,
            &mut Spare::default()
        ));
        assert_eq!(t.user(), Some("root"));

        let mut t = Transaction::default();
        assert!(thread_line(
            "MariaDB thread id 5, OS thread handle 139998151345920, query id 29 10.88.0.172 root ",
            &mut t,
            &mut Spare::default()
        ));
        assert_eq!((t.host(), t.user()), (Some("10.88.0.172"), Some("root")));

        let mut t = Transaction::default();
        assert!(thread_line(
            "MySQL thread id 11, query id 350 localhost baron Updating",
            &mut t,
            &mut Spare::default()
        ));
        assert_eq!(
            (t.thread_id, t.query_id, t.user()),
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

    fn lock_line_t(line: &str) -> Option<Lock> {
        lock_line(line, &mut Interner::default())
    }

    #[test]
    fn interner_shares() {
        let mut n = Interner::default();
        let a = n.table(&["db", ".", "t"]);
        let b = n.table(&["db.t"]);
        assert_eq!(a, "db.t");
        assert!(std::ptr::eq(a.as_str(), b.as_str()));
        for i in 0..100 {
            assert_eq!(n.trx_id(&i.to_string()), i.to_string().as_str());
            assert_eq!(n.index(&i.to_string()), i.to_string().as_str());
        }
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
