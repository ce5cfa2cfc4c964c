//! Line iteration for the status parser: lines with their numbers, `\r\n`
//! and error-log prefixes handled, and a fast skip over the sections the
//! parser does not read (most of a status text). Newlines are found with
//! `memchr` (SIMD); no I/O.

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

/// The first `\n` in `b`: `memchr`'s SSE2 searcher on x86_64 (always there,
/// so inlined: status lines are short, and the call through the
/// runtime-selected AVX2 routine costs more than it saves on them).
#[inline]
fn find_newline(b: &[u8]) -> Option<usize> {
    #[cfg(target_arch = "x86_64")]
    if let Some(one) = memchr::arch::x86_64::sse2::memchr::One::new(b'\n') {
        return one.find(b);
    }
    memchr::memchr(b'\n', b)
}

impl Cursor<'_> {
    /// Moves to the start of the next line whose first byte is `-` or `=`
    /// (section rules, monitor headers, SEMAPHORES' `--Thread` entries), or
    /// to the end, counting the lines passed. Must be called at a line
    /// start. Skipped sections are most of the text: `memchr` finds the
    /// newlines (SIMD), one look at the byte after each.
    pub(super) fn skip_to_rule(&mut self) {
        let b = self.rest.as_bytes();
        if b.is_empty() || b[0] == b'-' || b[0] == b'=' {
            return;
        }
        let mut lines = 0;
        let mut from = 0;
        while let Some(p) = find_newline(&b[from..]) {
            let i = from + p;
            lines += 1;
            if matches!(b.get(i + 1), Some(b'-' | b'=')) {
                self.rest = &self.rest[i + 1..];
                self.line_no += lines;
                return;
            }
            from = i + 1;
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
