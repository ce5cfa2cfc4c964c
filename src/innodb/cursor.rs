//! Line iteration for the status parser: lines with their numbers, `\r\n`
//! and error-log prefixes handled, and a fast skip over the sections the
//! parser does not read (most of a status text). Safe code, eight bytes at a
//! time; no I/O.

use super::input;

/// Lines of a text with their 1-based numbers; `\r` before `\n` dropped and
/// error-log prefixes stripped (`log` turns on at the first one).
#[derive(Clone)]
pub(super) struct Cursor<'a> {
    pub(super) rest: &'a str,
    pub(super) line_no: usize,
    pub(super) log: bool,
}

impl<'a> Cursor<'a> {
    pub(super) fn next_line(&mut self) -> Option<&'a str> {
        if self.rest.is_empty() {
            return None;
        }
        let (line, rest) = match find_newline(self.rest.as_bytes()) {
            Some(i) => (&self.rest[..i], &self.rest[i + 1..]),
            None => (self.rest, ""),
        };
        self.rest = rest;
        self.line_no += 1;
        let line = line.strip_suffix('\r').unwrap_or(line);
        if line.as_bytes().first().is_some_and(u8::is_ascii_digit)
            && let Some(stripped) = input::strip_log_prefix(line)
        {
            self.log = true;
            return Some(stripped);
        }
        Some(line)
    }
}

const LO7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
const ONES: u64 = 0x0101_0101_0101_0101;

/// 0x80 in each byte of `x` that is zero, nothing elsewhere (exact, no
/// borrow between bytes).
#[inline]
fn zero_bytes(x: u64) -> u64 {
    !(((x & LO7).wrapping_add(LO7)) | x | LO7)
}

/// The first `\n` in `b`, eight bytes at a time (status lines are short:
/// cheaper than a call to a general `memchr`).
#[inline]
fn find_newline(b: &[u8]) -> Option<usize> {
    let mut i = 0;
    while let Some(chunk) = b.get(i..i + 8) {
        let mut w = [0u8; 8];
        w.copy_from_slice(chunk);
        let m = zero_bytes(u64::from_le_bytes(w) ^ (ONES * u64::from(b'\n')));
        if m != 0 {
            return Some(i + (m.trailing_zeros() / 8) as usize);
        }
        i += 8;
    }
    b[i..].iter().position(|&c| c == b'\n').map(|p| i + p)
}

impl Cursor<'_> {
    /// Moves to the start of the next line whose first byte is `-` or `=`
    /// (section rules, monitor headers, SEMAPHORES' `--Thread` entries), or
    /// to the end, counting the lines passed. Must be called at a line
    /// start. Eight bytes at a time: skipped sections are most of the text.
    pub(super) fn skip_to_rule(&mut self) {
        let b = self.rest.as_bytes();
        if b.is_empty() || b[0] == b'-' || b[0] == b'=' {
            return;
        }
        let mut i = 0;
        let mut lines = 0;
        while i + 9 <= b.len() {
            let mut w = [0u8; 8];
            w.copy_from_slice(&b[i..i + 8]);
            let mut n = [0u8; 8];
            n.copy_from_slice(&b[i + 1..i + 9]);
            let w = u64::from_le_bytes(w);
            let n = u64::from_le_bytes(n);
            let nl = zero_bytes(w ^ (ONES * u64::from(b'\n')));
            if nl != 0 {
                let rule = zero_bytes(n ^ (ONES * u64::from(b'-')))
                    | zero_bytes(n ^ (ONES * u64::from(b'=')));
                let hit = nl & rule;
                if hit != 0 {
                    let bit = hit.trailing_zeros();
                    let upto = if bit >= 63 {
                        u64::MAX
                    } else {
                        (1u64 << (bit + 1)) - 1
                    };
                    lines += (nl & upto).count_ones() as usize;
                    let at = i + (bit / 8) as usize + 1;
                    self.rest = &self.rest[at..];
                    self.line_no += lines;
                    return;
                }
                lines += nl.count_ones() as usize;
            }
            i += 8;
        }
        while i < b.len() {
            if b[i] == b'\n' {
                lines += 1;
                if i + 1 < b.len() && (b[i + 1] == b'-' || b[i + 1] == b'=') {
                    self.rest = &self.rest[i + 1..];
                    self.line_no += lines;
                    return;
                }
            }
            i += 1;
        }
        // The end: a last line without a newline counts too.
        if b.last() != Some(&b'\n') {
            lines += 1;
        }
        self.rest = "";
        self.line_no += lines;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skip_to_rule_counts_lines() {
        for text in [
            "a\nbb\nccc\n--x\n",
            "aaaaaaaaaaaaaaaaaaaa\nbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb\n=====\n",
            "a\nb\nc\nd\ne\nf\ng\nh\ni\n-",
            "abc\ndef",
            "abcdefghijklmnop\n",
            "x\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n-y\nz",
            "é€\n𝄞\n-",
        ] {
            // Reference: line by line.
            let mut slow = Cursor {
                rest: text,
                line_no: 0,
                log: false,
            };
            let mut want = (String::new(), 0);
            let mut probe = slow.clone();
            while let Some(l) = probe.next_line() {
                if l.starts_with('-') || l.starts_with('=') {
                    want = (slow.rest.to_string(), slow.line_no);
                    break;
                }
                slow = probe.clone();
                want = (String::new(), slow.line_no);
            }
            let mut fast = Cursor {
                rest: text,
                line_no: 0,
                log: false,
            };
            fast.skip_to_rule();
            assert_eq!((fast.rest.to_string(), fast.line_no), want, "{text:?}");
        }
    }
}
