//! Byte-level helpers of the status parser: trimming with an ASCII fast
//! path, leading integers, literal and byte search in short lines, tokens,
//! short-slice equality and rule lines (`-----`, `=====`). No parsing of
//! the format itself (that is `lines` and `lock_line`); none panics.

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

/// The leading unsigned integer of `s` and the rest.
/// `None` as well when the number does not fit in a `u64`.
pub(super) fn number(s: &str) -> Option<(u64, &str)> {
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
pub(super) fn find_lit(hay: &str, needle: &str) -> Option<usize> {
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
pub(super) fn find_byte(s: &str, b: u8) -> Option<usize> {
    s.bytes().position(|c| c == b)
}

/// The token of `s` up to the first space (or the end) and the rest.
pub(super) fn token(s: &str) -> (&str, &str) {
    match find_byte(s, b' ') {
        Some(i) => (&s[..i], &s[i..]),
        None => (s, ""),
    }
}

/// Byte equality of two slices of the same length: the last byte first
/// (trx ids and names in a ring often share their start), then eight bytes
/// at a time, without a call to `memcmp` for these short strings.
#[inline]
pub(super) fn same(a: &[u8], b: &[u8]) -> bool {
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

/// A rule line: at least three `c` and nothing else (`-----`, `=====`).
pub(super) fn is_rule(line: &str, c: u8) -> bool {
    let b = line.as_bytes();
    if b.len() < 3 || b[0] != c || b[1] != c || b[2] != c {
        return false;
    }
    // Rules are long: eight bytes at a time.
    let all = u64::from_ne_bytes([c; 8]);
    let mut words = b.chunks_exact(8);
    for w in &mut words {
        let mut x = [0u8; 8];
        x.copy_from_slice(w);
        if u64::from_ne_bytes(x) != all {
            return false;
        }
    }
    words.remainder().iter().all(|&x| x == c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn helpers() {
        assert_eq!(number("42 sec"), Some((42, " sec")));
        assert_eq!(number("18446744073709551615"), Some((u64::MAX, "")));
        assert_eq!(number("18446744073709551616"), None);
        assert_eq!(number("x"), None);
        assert_eq!(find_lit("a, b, c", ", "), Some(1));
        assert_eq!(find_lit("ab", "abc"), None);
        assert_eq!(token("lock_mode X"), ("lock_mode", " X"));
        assert_eq!(" \u{a0}x\t".trim_fast(), "x");
        assert!(same(b"0123456789", b"0123456789") && !same(b"0123456789", b"0123456780"));
        assert!(is_rule("-----------", b'-') && !is_rule("--- x", b'-') && !is_rule("--", b'-'));
    }
}
