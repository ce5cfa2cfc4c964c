//! The client-script reader: a file is a script for the `mysql`
//! command-line client, read the way the client and then the server read
//! it, into the statements the server runs ([`Pieces`]).
//!
//! - `delimiters`: the client layer, chunks cut at the
//!   delimiter in force, client commands (`DELIMITER`, `source`, `\G`, ...).
//! - `executable_comments`: the server layer of
//!   a chunk, `/*!NNNNN ... */` read for the [`Server`] the SQL is written
//!   for, every byte offset of the file kept.
//! - `compound`: which compound statements (`BEGIN ...
//!   END`, `IF ... END IF`, loops, `CASE`) are open at each word.
//! - `statements`: chunks cut into statements at the
//!   `;` outside compound statements.
//! - `lexing`: the byte-level rules all of them share.
//! - `raw_text`: one-pass looks at a text without tokens
//!   (a statement too long to tokenize, whether a text says a word, the
//!   names it could CALL).
//!
//! Pure: works on text in memory, one chunk at a time, in one forward
//! pass; what the server then makes of each statement is the scanner's
//! and the analysis's.

mod compound;
mod delimiters;
mod executable_comments;
mod lexing;
mod raw_text;
mod statements;

pub use executable_comments::Server;
pub use lexing::content_start;
pub use raw_text::{LongRead, call_targets, creates, read_long, says_word};
pub use statements::{Piece, PieceKind, Pieces};

/// Helpers for the tests of every layer: a script's pieces as text.
#[cfg(test)]
mod testing {
    use super::{PieceKind, Pieces, Server};

    /// Every piece, trimmed, with its kind; each as long as its span.
    pub(super) fn pieces(text: &str) -> Vec<(String, PieceKind)> {
        Pieces::new(text, Server::default())
            .map(|p| {
                assert_eq!(p.text.len(), p.span.end - p.span.start, "{p:?}");
                (p.text.trim().to_string(), p.kind)
            })
            .collect()
    }

    /// The statements, trimmed.
    pub(super) fn sql(text: &str) -> Vec<String> {
        pieces(text)
            .into_iter()
            .filter(|(_, k)| *k == PieceKind::Sql)
            .map(|(t, _)| t)
            .collect()
    }
}
