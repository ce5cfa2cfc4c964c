//! Statement cutting: the chunks the client sends, cut into the statements
//! the server runs ([`Pieces`]). A chunk holding several statements is cut
//! at the `;` outside compound statements; with the `;` delimiter, a stored
//! program whose body the client would cut at its first `;` is kept whole,
//! as migration tools that send such blocks themselves (Flyway, Liquibase,
//! ...) do. Client commands come out as pieces of their own, to be skipped.

use super::compound::CompoundTracker;
use super::delimiters::{Chunk, Cut, Script, chunk_command};
use super::executable_comments::{Server, server_text};
use super::lexing::{ident_byte, skip_comments};
use super::raw_text::says_word;
use crate::lint::syntax::keywords::Keyword;
use crate::lint::syntax::source::Span;
use std::borrow::Cow;

/// What a piece of the script is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PieceKind {
    /// One statement the server runs (possibly only comments).
    Sql,
    /// A client command, skipped (its long name).
    Command(&'static str),
}

/// One piece of a script, in file order.
#[derive(Debug, Clone)]
pub struct Piece<'a> {
    pub span: Span,
    /// What the server reads at `span`: as long as the span, byte for byte at
    /// the same offsets (executable-comment markers and in-statement client
    /// commands are spaces).
    pub text: Cow<'a, str>,
    pub kind: PieceKind,
    /// The delimiter in force was not `;`.
    pub custom_delimiter: bool,
}

/// Whether a chunk is one plain statement, which the compound tracker
/// would cut nowhere and leave open nowhere (so it is not fed): the usual
/// chunk, cut by the client at its first `;` outside strings and comments
/// (no `;` left in it), that neither starts with the word CREATE or a
/// word opening a compound statement other than BEGIN (after a label or
/// not) nor says the word BEGIN anywhere (its words end where
/// `says_word`'s do).
fn is_plain_statement(chunk: &Chunk, server: &str) -> bool {
    let b = server.as_bytes();
    let first = skip_comments(b, 0, b.len());
    let word = |at: usize| &b[at..at + b[at..].iter().take_while(|c| ident_byte(**c)).count()];
    let mut w = word(first);
    let after = skip_comments(b, first + w.len(), b.len());
    if b.get(after) == Some(&b':') && b.get(after + 1) != Some(&b'=') {
        w = word(skip_comments(b, after + 1, b.len()));
    }
    let opens = Keyword::of_bytes(w)
        .is_some_and(|k| k == Keyword::Create || (k.opens_compound() && k != Keyword::Begin));
    !chunk.custom_delimiter
        && memchr::memchr(b';', b).is_none()
        && !opens
        && !says_word(server, "begin")
}

/// The statements of a script, and its client commands, in file order.
pub struct Pieces<'a> {
    script: Script<'a>,
    server: Server,
    queue: std::collections::VecDeque<Piece<'a>>,
    /// A chunk read ahead while looking for the end of an open block.
    ahead: Option<Cut>,
}

impl<'a> Pieces<'a> {
    pub fn new(text: &'a str, server: Server) -> Pieces<'a> {
        Pieces {
            script: Script::new(text),
            server,
            queue: Default::default(),
            ahead: None,
        }
    }

    fn next_cut(&mut self) -> Cut {
        self.ahead.take().unwrap_or_else(|| self.script.cut())
    }

    /// What the server reads of a chunk (no pass over a chunk that has
    /// neither executable comments nor client commands).
    fn server_of(&self, chunk: &Chunk) -> Cow<'a, str> {
        let text = self.script.text;
        if !chunk.executable && chunk.blanks.is_empty() {
            return Cow::Borrowed(&text[chunk.span.start..chunk.span.end]);
        }
        server_text(text, chunk.span, &chunk.blanks, self.server)
    }

    /// Split a chunk into statements (and merge chunks a block spans).
    fn split(&mut self, mut chunk: Chunk) {
        let text = self.script.text;
        let mut tracker = CompoundTracker::new();
        if chunk.custom_delimiter {
            tracker = tracker.bare_begin_blocks();
        }
        let mut server = self.server_of(&chunk);
        let plain = is_plain_statement(&chunk, &server);
        let mut cuts: Vec<usize> = if plain {
            Vec::new()
        } else {
            tracker
                .feed(server.as_bytes())
                .into_iter()
                .map(|c| c + chunk.span.start)
                .collect()
        };
        let mut merged = false;
        // With the `;` delimiter, a stored program's body continues past the
        // chunk: take the following chunks until the block closes.
        while !chunk.custom_delimiter && tracker.open() && tracker.compound() {
            match self.next_cut() {
                Cut::Chunk(next) if !next.custom_delimiter => {
                    let semi = chunk.span.end;
                    if !tracker.feed(b";").is_empty() {
                        cuts.push(semi);
                    }
                    let t = self.server_of(&next);
                    cuts.extend(
                        tracker
                            .feed(t.as_bytes())
                            .into_iter()
                            .map(|c| c + next.span.start),
                    );
                    chunk.span = Span::new(chunk.span.start, next.span.end);
                    chunk.blanks.extend(next.blanks);
                    chunk.executable |= next.executable;
                    merged = true;
                }
                other => {
                    self.ahead = Some(other);
                    break;
                }
            }
        }
        tracker.finish();
        if merged {
            server = self.server_of(&chunk);
        }
        let base = chunk.span.start;
        let mut from = chunk.span.start;
        let mut ends: Vec<(usize, usize)> = cuts.iter().map(|&c| (c, c + 1)).collect();
        ends.push((chunk.span.end, chunk.span.end));
        for (end, next) in ends {
            let span = Span::new(from, end);
            let piece_text = match &server {
                Cow::Borrowed(_) => Cow::Borrowed(&text[span.start..span.end]),
                Cow::Owned(s) => Cow::Owned(s[span.start - base..span.end - base].to_string()),
            };
            if !piece_text.trim().is_empty() {
                self.queue.push_back(Piece {
                    span,
                    text: piece_text,
                    kind: PieceKind::Sql,
                    custom_delimiter: chunk.custom_delimiter,
                });
            }
            from = next;
        }
    }
}

impl<'a> Iterator for Pieces<'a> {
    type Item = Piece<'a>;

    fn next(&mut self) -> Option<Piece<'a>> {
        loop {
            if let Some(p) = self.queue.pop_front() {
                return Some(p);
            }
            match self.next_cut() {
                Cut::End => return None,
                Cut::Command(span, name) => {
                    return Some(Piece {
                        span,
                        text: Cow::Borrowed(&self.script.text[span.start..span.end]),
                        kind: PieceKind::Command(name),
                        custom_delimiter: self.script.custom_delimiter(),
                    });
                }
                Cut::Chunk(chunk) => {
                    // A chunk that is a client command followed by the delimiter
                    // (`use db;`, `source x.sql;`).
                    let b = self.script.text.as_bytes();
                    let first = skip_comments(b, chunk.span.start, chunk.span.end);
                    if first < chunk.span.end
                        && let Some(c) = chunk_command(&b[first..chunk.span.end])
                    {
                        if first > chunk.span.start {
                            self.queue.push_back(Piece {
                                span: Span::new(chunk.span.start, first),
                                text: Cow::Borrowed(&self.script.text[chunk.span.start..first]),
                                kind: PieceKind::Sql,
                                custom_delimiter: chunk.custom_delimiter,
                            });
                        }
                        self.queue.push_back(Piece {
                            span: Span::new(first, chunk.span.end),
                            text: Cow::Borrowed(&self.script.text[first..chunk.span.end]),
                            kind: PieceKind::Command(c),
                            custom_delimiter: chunk.custom_delimiter,
                        });
                        continue;
                    }
                    self.split(chunk);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lint::syntax::script::executable_comments::server_text;

    #[test]
    fn only_plain_statements_skip_the_tracker() {
        // Every chunk of the real corpus (and a few made to look alike):
        // where the tracker is not fed, feeding it cuts nothing and opens
        // nothing.
        let mut texts = vec![
            "SELECT created_at, begin_ts FROM t WHERE `begin` = 1".to_string(),
            "SELECT 'create' AS x, @begin".to_string(),
            "BEGIN NOT ATOMIC SELECT 1; END".to_string(),
            "lbl: BEGIN NOT ATOMIC SELECT 1; END".to_string(),
            "IF 1 THEN SELECT 1; END IF".to_string(),
            "l: LOOP LEAVE l; END LOOP".to_string(),
            "SELECT a FROM t WHERE b = c :d".to_string(),
            "CASE WHEN 1 THEN SELECT 1; END CASE".to_string(),
            "/*!50003CREATE*/ PROCEDURE p() BEGIN SELECT 1; END".to_string(),
        ];
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
        let mut stack = vec![root];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).expect("tests/corpus") {
                let path = entry.expect("an entry").path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|e| e == "sql") {
                    let bytes = std::fs::read(&path).expect("a corpus file");
                    texts.push(String::from_utf8_lossy(&bytes).into_owned());
                }
            }
        }
        assert!(texts.len() > 300, "the corpus is there");
        let (mut skipped, mut fed) = (0, 0);
        for text in &texts {
            let mut script = Script::new(text);
            loop {
                let chunk = match script.cut() {
                    Cut::End => break,
                    Cut::Command(..) => continue,
                    Cut::Chunk(c) => c,
                };
                let server = server_text(text, chunk.span, &chunk.blanks, Server::default());
                let mut tracker = CompoundTracker::new();
                let cuts = tracker.feed(server.as_bytes());
                if is_plain_statement(&chunk, &server) {
                    skipped += 1;
                    assert!(
                        cuts.is_empty() && !(tracker.open() && tracker.compound()),
                        "{server}"
                    );
                } else {
                    fed += 1;
                }
            }
        }
        assert!(skipped > 1000 && fed > 100, "{skipped} skipped, {fed} fed");
    }
}
