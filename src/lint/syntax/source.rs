//! Source files and positions: byte spans, and 1-based line/column as people
//! read them, with LF, CRLF and lone CR line breaks all counted as one break.
//!
//! sqlparser's tokenizer counts lines by `\n` only and columns in characters,
//! so its locations are wrong for CR-only files; [`TokenLocator`] turns them into
//! byte offsets (in one forward pass), and [`LineIndex`] turns byte offsets into
//! the positions reported to users.

use sqlparser::tokenizer::Location;

/// A half-open byte range in one file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        Span {
            start,
            end: end.max(start),
        }
    }

    pub fn cover(self, other: Span) -> Span {
        Span::new(self.start.min(other.start), self.end.max(other.end))
    }
}

/// 1-based line and column (in characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize)]
pub struct Position {
    pub line: usize,
    pub column: usize,
}

/// Byte offsets of line starts, for LF, CRLF and CR files alike.
#[derive(Debug, Clone, Default)]
pub struct LineIndex {
    starts: Vec<usize>,
    /// All ASCII: a column is a byte count (O(1) instead of counting).
    ascii: bool,
}

impl LineIndex {
    pub fn new(text: &str) -> LineIndex {
        let bytes = text.as_bytes();
        let mut starts = vec![0];
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'\n' => starts.push(i + 1),
                b'\r' if bytes.get(i + 1) == Some(&b'\n') => {
                    starts.push(i + 2);
                    i += 1;
                }
                b'\r' => starts.push(i + 1),
                _ => {}
            }
            i += 1;
        }
        LineIndex {
            starts,
            ascii: text.is_ascii(),
        }
    }

    pub fn line_count(&self) -> usize {
        self.starts.len()
    }

    /// The position of byte `offset` (clamped to the text).
    pub fn position(&self, text: &str, offset: usize) -> Position {
        let offset = floor_char_boundary(text, offset.min(text.len()));
        let line = self.starts.partition_point(|&s| s <= offset).max(1);
        let start = self.starts[line - 1];
        let column = if self.ascii {
            offset - start + 1
        } else {
            text[start..offset].chars().count() + 1
        };
        Position { line, column }
    }

    /// Byte range of line `line` (1-based), without its line break.
    pub fn line_range(&self, text: &str, line: usize) -> Span {
        let start = self.starts[(line.max(1) - 1).min(self.starts.len() - 1)];
        let next = self.starts.get(line).copied().unwrap_or(text.len());
        let mut end = next;
        let b = text.as_bytes();
        while end > start && (b[end - 1] == b'\n' || b[end - 1] == b'\r') {
            end -= 1;
        }
        Span::new(start, end)
    }
}

fn floor_char_boundary(text: &str, mut i: usize) -> usize {
    while i > 0 && !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Converts tokenizer locations to byte offsets. Locations must be asked for
/// in non-decreasing order (as tokens come); each call is amortised O(1).
pub struct TokenLocator<'a> {
    text: &'a str,
    /// The whole text is ASCII: on one line a column is a byte.
    ascii: bool,
    /// Where line `eol_line` ends (its `\n`, or the text's end); 0: none yet.
    eol: usize,
    eol_line: u64,
    line: u64,
    column: u64,
    offset: usize,
}

impl<'a> TokenLocator<'a> {
    pub fn new(text: &'a str) -> Self {
        TokenLocator {
            text,
            ascii: text.is_ascii(),
            eol: 0,
            eol_line: 0,
            line: 1,
            column: 1,
            offset: 0,
        }
    }

    /// The end of a token that starts at byte `start` (located at `from`)
    /// and ends at `to`: on one line of an ASCII text as many bytes on as
    /// columns, without walking; else walked like any location.
    pub fn end(&mut self, start: usize, from: Location, to: Location) -> usize {
        if self.ascii && to.line == from.line && from.line > 0 {
            (start + to.column.saturating_sub(from.column) as usize).min(self.text.len())
        } else {
            self.offset(to)
        }
    }

    pub fn offset(&mut self, loc: Location) -> usize {
        if loc.line == 0 {
            return self.offset;
        }
        if (loc.line, loc.column) < (self.line, self.column) {
            // Out of order: restart (rare; keeps the answer right).
            self.line = 1;
            self.column = 1;
            self.offset = 0;
        }
        let bytes = self.text.as_bytes();
        // Whole lines at a time, then the line's characters (a byte each
        // while they are ASCII).
        while self.line < loc.line {
            match memchr::memchr(b'\n', &bytes[self.offset..]) {
                Some(k) => {
                    self.offset += k + 1;
                    self.line += 1;
                    self.column = 1;
                }
                None => {
                    self.column += self.text[self.offset..].chars().count() as u64;
                    self.offset = bytes.len();
                    return self.offset;
                }
            }
        }
        // The usual case: an ASCII stretch of the line, a byte a column.
        let want = loc.column.saturating_sub(self.column) as usize;
        if self.ascii {
            // One search for the line's end per line, not one per token.
            if self.eol_line != self.line {
                self.eol = memchr::memchr(b'\n', &bytes[self.offset..])
                    .map_or(bytes.len(), |k| self.offset + k);
                self.eol_line = self.line;
            }
            if self.offset + want <= self.eol {
                self.offset += want;
                self.column = loc.column;
                return self.offset;
            }
        } else if let Some(stretch) = bytes.get(self.offset..self.offset + want)
            && stretch.iter().all(|&c| c < 0x80 && c != b'\n')
        {
            self.offset += want;
            self.column = loc.column;
            return self.offset;
        }
        while self.column < loc.column && self.offset < bytes.len() {
            let b = bytes[self.offset];
            if b == b'\n' {
                // A column past the end of its line: the next line's start.
                self.offset += 1;
                self.line += 1;
                self.column = 1;
                break;
            }
            self.offset += if b < 0x80 {
                1
            } else {
                self.text[self.offset..]
                    .chars()
                    .next()
                    .expect("in bounds")
                    .len_utf8()
            };
            self.column += 1;
        }
        self.offset
    }
}

/// Why an input is refused as binary.
pub const BINARY: &str = "binary file (it contains NUL bytes), not SQL";

/// How many bytes are looked at for a NUL to call a file binary.
const BINARY_SNIFF: usize = 8192;

/// Decode a file's bytes as the mysql client would read them: UTF-8 (a byte
/// order mark dropped: editors do not show it, so positions count without
/// it), UTF-16 with its byte order mark, and anything else as latin-1 (the
/// client's historical default, which MySQL's `latin1` means: cp1252), with
/// a note saying so. Binary content (NUL bytes) is refused.
pub fn decode(bytes: Vec<u8>) -> Result<(String, Option<String>), String> {
    if let Some((enc, bom)) = encoding_rs::Encoding::for_bom(&bytes)
        && enc != encoding_rs::UTF_8
    {
        let (text, _, bad) = enc.decode(&bytes);
        let _ = bom;
        let note = format!(
            "{} (byte order mark){}",
            enc.name(),
            if bad {
                "; undecodable bytes replaced"
            } else {
                ""
            }
        );
        return Ok((text.into_owned(), Some(format!("read as {note}"))));
    }
    if bytes[..bytes.len().min(BINARY_SNIFF)].contains(&0) {
        return Err(BINARY.into());
    }
    match String::from_utf8(bytes) {
        Ok(mut text) => {
            if text.starts_with('\u{feff}') {
                text.replace_range(0..3, "");
            }
            Ok((text, None))
        }
        Err(e) => {
            let at = e.utf8_error().valid_up_to();
            let bytes = e.into_bytes();
            let (text, _, _) = encoding_rs::WINDOWS_1252.decode(&bytes);
            Ok((
                text.into_owned(),
                Some(format!(
                    "not UTF-8 (first bad byte at offset {at}): read as latin-1 (cp1252), the mysql client's \
                     historical default"
                )),
            ))
        }
    }
}

/// One input: its display path, text and line index.
#[derive(Debug, Clone)]
pub struct SourceFile {
    pub path: String,
    pub text: String,
    pub lines: LineIndex,
}

impl SourceFile {
    pub fn new(path: impl Into<String>, text: impl Into<String>) -> SourceFile {
        let text = text.into();
        SourceFile {
            path: path.into(),
            lines: LineIndex::new(&text),
            text,
        }
    }

    pub fn position(&self, offset: usize) -> Position {
        self.lines.position(&self.text, offset)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_for_lf_crlf_and_cr() {
        for (text, nl) in [("a\nbc\nd", 1), ("a\r\nbc\r\nd", 2), ("a\rbc\rd", 1)] {
            let idx = LineIndex::new(text);
            assert_eq!(idx.line_count(), 3, "{text:?}");
            let d = text.rfind('d').unwrap();
            assert_eq!(idx.position(text, d), Position { line: 3, column: 1 });
            let c = text.find('c').unwrap();
            assert_eq!(idx.position(text, c), Position { line: 2, column: 2 });
            assert_eq!(idx.line_range(text, 2), Span::new(1 + nl, 3 + nl));
        }
    }

    #[test]
    fn columns_count_characters() {
        let text = "é€x";
        let idx = LineIndex::new(text);
        assert_eq!(idx.position(text, text.find('x').unwrap()).column, 3);
    }

    #[test]
    fn decoding_like_the_mysql_client() {
        assert!(decode(b"SELECT\0".to_vec()).unwrap_err().contains("binary"));
        let (text, note) = decode(b"SELECT 'caf\xe9 \x80'".to_vec()).unwrap();
        assert_eq!(text, "SELECT 'café €'");
        assert!(note.unwrap().contains("offset 11"));
        let (text, note) = decode("\u{feff}SELECT 1".as_bytes().to_vec()).unwrap();
        assert_eq!((text.as_str(), note), ("SELECT 1", None));
        let utf16: Vec<u8> = [0xFF, 0xFE]
            .into_iter()
            .chain("SELECT 1".encode_utf16().flat_map(|u| u.to_le_bytes()))
            .collect();
        let (text, note) = decode(utf16).unwrap();
        assert_eq!(text, "SELECT 1");
        assert!(note.unwrap().contains("UTF-16LE"));
    }

    #[test]
    fn locator_follows_tokenizer_counting() {
        // The tokenizer counts '\r' as a column, not a line.
        let text = "ab\rcd\nef";
        let mut l = TokenLocator::new(text);
        assert_eq!(l.offset(Location::new(1, 4)), 3);
        assert_eq!(l.offset(Location::new(2, 2)), 7);
    }
}
