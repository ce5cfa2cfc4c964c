//! Migration text handling: splitting a file into statements and renaming the
//! managed tables to the names configured in `[tables]`.
//!
//! Both work on sqlparser's MySQL tokenizer, so semicolons and table names inside
//! strings and comments are left alone. Pure: no I/O.

use sqlparser::dialect::MySqlDialect;
use sqlparser::tokenizer::{Location, Token, TokenWithSpan, Tokenizer};

/// Why a migration's text cannot be handled.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SqlError {
    /// The tokenizer stopped (an unterminated string or comment, say).
    #[error("{message} at line {line}, column {column}")]
    Tokenize {
        message: String,
        line: u64,
        column: u64,
    },
    #[error("DELIMITER is not supported in migrations (stored routines cannot be split)")]
    Delimiter,
}

fn tokens(sql: &str) -> Result<Vec<TokenWithSpan>, SqlError> {
    Tokenizer::new(&MySqlDialect {}, sql)
        .tokenize_with_location()
        .map_err(|e| SqlError::Tokenize {
            message: e.message,
            line: e.location.line,
            column: e.location.column,
        })
}

/// Byte offsets of the start of each line (the tokenizer counts lines by `\n`
/// and columns in characters, both from 1).
struct LineIndex<'a> {
    text: &'a str,
    starts: Vec<usize>,
}

impl<'a> LineIndex<'a> {
    fn new(text: &'a str) -> Self {
        let mut starts = vec![0];
        starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        LineIndex { text, starts }
    }

    fn offset(&self, loc: Location) -> usize {
        let line = (loc.line.max(1) - 1) as usize;
        let Some(&start) = self.starts.get(line) else {
            return self.text.len();
        };
        let col = loc.column.max(1) as usize - 1;
        self.text[start..]
            .char_indices()
            .nth(col)
            .map(|(i, _)| start + i)
            .unwrap_or(self.text.len())
    }
}

fn is_trivia(t: &Token) -> bool {
    matches!(t, Token::Whitespace(_) | Token::EOF)
}

/// Split a migration into its statements (without the trailing `;`), in order.
/// `DELIMITER` blocks (stored routines) are not supported in migrations.
pub fn split_statements(sql: &str) -> Result<Vec<String>, SqlError> {
    let index = LineIndex::new(sql);
    let mut out = Vec::new();
    let mut start: Option<usize> = None;
    let mut last_end = 0;
    for t in tokens(sql)? {
        if is_trivia(&t.token) {
            continue;
        }
        let from = index.offset(t.span.start);
        let to = index.offset(t.span.end);
        if t.token == Token::SemiColon {
            if let Some(s) = start.take() {
                out.push(sql[s..last_end].trim().to_string());
            }
            continue;
        }
        if let Token::Word(w) = &t.token
            && start.is_none()
            && w.value.eq_ignore_ascii_case("DELIMITER")
        {
            return Err(SqlError::Delimiter);
        }
        start.get_or_insert(from);
        last_end = to;
    }
    if let Some(s) = start {
        out.push(sql[s..last_end].trim().to_string());
    }
    Ok(out)
}

/// Replace references to the default table names by the configured ones.
/// `renames` holds (default, configured) pairs; identical pairs are skipped.
pub fn rename_tables(sql: &str, renames: &[(&str, &str)]) -> Result<String, SqlError> {
    let active: Vec<_> = renames.iter().filter(|(a, b)| a != b).collect();
    if active.is_empty() {
        return Ok(sql.to_string());
    }
    let index = LineIndex::new(sql);
    let mut out = String::with_capacity(sql.len());
    let mut copied = 0;
    for t in tokens(sql)? {
        let Token::Word(w) = &t.token else { continue };
        if !matches!(w.quote_style, None | Some('`')) {
            continue;
        }
        let Some((_, to)) = active.iter().find(|(from, _)| w.value == *from) else {
            continue;
        };
        let (s, e) = (index.offset(t.span.start), index.offset(t.span.end));
        out.push_str(&sql[copied..s]);
        match w.quote_style {
            Some(q) => {
                out.push(q);
                out.push_str(to);
                out.push(q);
            }
            None => out.push_str(to),
        }
        copied = e;
    }
    out.push_str(&sql[copied..]);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_on_semicolons_outside_strings_and_comments() {
        let sql = "-- a; comment\nCREATE TABLE a (x INT); /* b; */\nINSERT INTO a VALUES (';');\n\nSELECT 1";
        let parts = split_statements(sql).unwrap();
        assert_eq!(
            parts,
            vec![
                "CREATE TABLE a (x INT)",
                "INSERT INTO a VALUES (';')",
                "SELECT 1"
            ]
        );
    }

    #[test]
    fn splits_multibyte_text_correctly() {
        let parts = split_statements("SELECT 'é;ü' AS x;\nSELECT 2;").unwrap();
        assert_eq!(parts, vec!["SELECT 'é;ü' AS x", "SELECT 2"]);
    }

    #[test]
    fn empty_and_comment_only_text_has_no_statements() {
        assert!(
            split_statements("-- nothing\n/* here */ ;;")
                .unwrap()
                .is_empty()
        );
    }

    #[test]
    fn delimiter_is_refused() {
        assert_eq!(
            split_statements("DELIMITER $$\nCREATE PROCEDURE p() BEGIN END$$"),
            Err(SqlError::Delimiter)
        );
        assert!(matches!(
            split_statements("SELECT 1;\nSELECT 'open"),
            Err(SqlError::Tokenize { line: 2, .. })
        ));
    }

    #[test]
    fn renames_whole_identifiers_only() {
        let sql = "CREATE TABLE reservation_units (id INT, KEY reservation_units_x (id));\n\
                   -- reservation_units in a comment\nINSERT INTO `reservation_units` VALUES ('reservation_units')";
        let out = rename_tables(sql, &[("reservation_units", "units_v2")]).unwrap();
        assert_eq!(
            out,
            "CREATE TABLE units_v2 (id INT, KEY reservation_units_x (id));\n\
             -- reservation_units in a comment\nINSERT INTO `units_v2` VALUES ('reservation_units')"
        );
        assert_eq!(rename_tables(sql, &[("a", "a")]).unwrap(), sql);
    }
}
