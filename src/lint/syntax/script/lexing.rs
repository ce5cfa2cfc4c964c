//! The byte-level rules every layer of the script reader shares: blanks,
//! quoted strings and names, the three comment forms (`#`, `-- `, `/* */`),
//! line ends (LF, CRLF and a lone CR alike), identifier bytes, and where an
//! executable comment (`/*!`, `/*!NNNNN`, `/*M!`) opens.

pub(super) fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c')
}

/// After a quote at `i`: the index after the closing quote (or the end).
pub(super) fn skip_quoted(b: &[u8], i: usize) -> usize {
    close_quote(b, i).unwrap_or(b.len())
}

/// After a quote at `i`: the index after its closing quote, `None` when the
/// text ends first.
pub(super) fn close_quote(b: &[u8], i: usize) -> Option<usize> {
    let q = b[i];
    let mut j = i + 1;
    while j < b.len() {
        let k = j + if q == b'`' {
            memchr::memchr(q, &b[j..])?
        } else {
            memchr::memchr2(q, b'\\', &b[j..])?
        };
        if b[k] == b'\\' {
            j = k + 2;
            continue;
        }
        // A doubled quote is a quote inside the string.
        if b.get(k + 1) == Some(&q) {
            j = k + 2;
            continue;
        }
        return Some(k + 1);
    }
    None
}

/// The end of the line at `i` (the index of its `\n` or `\r`, or the end):
/// LF, CRLF and lone CR all end a line.
pub(super) fn line_end(b: &[u8], i: usize) -> usize {
    memchr::memchr2(b'\n', b'\r', &b[i..]).map_or(b.len(), |k| i + k)
}

/// `--` starts a comment only when followed by whitespace or a control
/// character (or the end), as in MySQL.
pub(super) fn dash_comment(b: &[u8], i: usize) -> bool {
    b[i] == b'-' && b.get(i + 1) == Some(&b'-') && b.get(i + 2).is_none_or(|&c| c <= b' ')
}

/// An executable comment opens at `i`: (MariaDB only, length of the opener
/// incl. version digits, version).
pub(super) fn executable_opener(b: &[u8], i: usize) -> Option<(bool, usize, Option<u32>)> {
    if b.get(i) != Some(&b'/') || b.get(i + 1) != Some(&b'*') {
        return None;
    }
    let (mariadb, bang) = match (b.get(i + 2), b.get(i + 3)) {
        (Some(b'!'), _) => (false, i + 2),
        (Some(b'M'), Some(b'!')) => (true, i + 3),
        _ => return None,
    };
    let digits = b[bang + 1..]
        .iter()
        .take(7)
        .take_while(|c| c.is_ascii_digit())
        .count();
    let (len, version) = if digits == 5 || digits == 6 {
        let v = std::str::from_utf8(&b[bang + 1..bang + 1 + digits])
            .ok()
            .and_then(|s| s.parse().ok());
        (bang + 1 + digits - i, v)
    } else {
        (bang + 1 - i, None)
    };
    Some((mariadb, len, version))
}

pub(super) fn ident_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c >= 0x80
}

/// Where the first token of `text` is, after whitespace and comments.
pub fn content_start(text: &str) -> usize {
    skip_comments(text.as_bytes(), 0, text.len())
}

/// The first offset in `b[from..to]` after whitespace and comments.
pub(super) fn skip_comments(b: &[u8], from: usize, to: usize) -> usize {
    let mut i = from;
    while i < to {
        if is_space(b[i]) {
            i += 1;
        } else if b[i] == b'#' || dash_comment(b, i) {
            i = line_end(b, i).min(to);
        } else if b[i] == b'/' && b.get(i + 1) == Some(&b'*') && executable_opener(b, i).is_none() {
            i = memchr::memmem::find(&b[i + 2..to], b"*/").map_or(to, |k| i + 2 + k + 2);
        } else {
            break;
        }
    }
    i
}
