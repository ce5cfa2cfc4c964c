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
    #[error(
        "the client command `{0}` is not SQL the server runs: a migration holds statements (and DELIMITER)"
    )]
    ClientCommand(&'static str),
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

/// Split a migration into its statements (without their delimiter), in
/// order, as the `mysql` client would send them: `DELIMITER` changes the
/// delimiter (stored routines, triggers), and a compound statement's body
/// stays one statement. The splitter is lint's (`crate::lint::syntax::script`), so a
/// migration is cut exactly where `poolctl lint` reads it; each statement is
/// the file's own text (executable comments are left to the server). Other
/// client commands (`source`, `use`, ...) are refused: a migration is what
/// the server runs. An unterminated string or comment is an error.
pub fn split_statements(sql: &str) -> Result<Vec<String>, SqlError> {
    use crate::lint::syntax::script::{PieceKind, Pieces, Server, content_start};
    let mut out = Vec::new();
    for p in Pieces::new(sql, Server::default()) {
        match p.kind {
            PieceKind::Command("delimiter") => {}
            PieceKind::Command(name) => return Err(SqlError::ClientCommand(name)),
            PieceKind::Sql => {
                let text = &sql[p.span.start..p.span.end];
                let body = text[content_start(text)..].trim();
                if body.is_empty() || body == ";" {
                    continue;
                }
                // Where the piece starts, for an error's line and column.
                let before = &sql[..p.span.start];
                let line0 = before.matches('\n').count() as u64;
                let col0 = before[before.rfind('\n').map_or(0, |i| i + 1)..]
                    .chars()
                    .count() as u64;
                tokens(text).map_err(|e| match e {
                    SqlError::Tokenize {
                        message,
                        line,
                        column,
                    } => SqlError::Tokenize {
                        message,
                        line: line + line0,
                        column: if line <= 1 { column + col0 } else { column },
                    },
                    other => other,
                })?;
                out.push(body.to_string());
            }
        }
    }
    Ok(out)
}

/// `statement` (one of [`split_statements`]) as the `mysql`/`mariadb`
/// client must be given it to send it whole: followed by `;`, or, when it
/// holds a `;` of its own (a stored routine's body), between `DELIMITER`
/// lines with a delimiter it does not contain, on a line of its own.
pub fn for_client(statement: &str) -> String {
    if !statement.contains(';') {
        return format!("{statement};");
    }
    // Else a run of `$` one longer than the longest in the statement.
    let dollars = statement
        .split(|c| c != '$')
        .map(str::len)
        .max()
        .unwrap_or(0);
    let delimiter = ["//", "$$", "!!"]
        .into_iter()
        .find(|d| !statement.contains(d))
        .map_or_else(|| "$".repeat(dollars.max(2) + 1), str::to_string);
    format!("DELIMITER {delimiter}\n{statement}\n{delimiter}\nDELIMITER ;")
}

/// Replace references to the default table names by the configured ones.
/// `renames` holds (default, configured) pairs; identical pairs are skipped.
pub fn rename_tables(sql: &str, renames: &[(&str, String)]) -> Result<String, SqlError> {
    let active: Vec<_> = renames.iter().filter(|(a, b)| *a != b.as_str()).collect();
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
    fn delimiter_blocks_are_one_statement_and_client_commands_are_refused() {
        let sql = "CREATE TABLE t (a INT);\nDELIMITER $$\nCREATE PROCEDURE p()\nBEGIN\n  SELECT 1;\n  SELECT ';';\nEND$$\nDELIMITER ;\nSELECT 2;\n";
        assert_eq!(
            split_statements(sql).unwrap(),
            vec![
                "CREATE TABLE t (a INT)",
                "CREATE PROCEDURE p()\nBEGIN\n  SELECT 1;\n  SELECT ';';\nEND",
                "SELECT 2"
            ]
        );
        assert_eq!(
            split_statements("SELECT 1;\nsource other.sql\n"),
            Err(SqlError::ClientCommand("source"))
        );
        assert!(matches!(
            split_statements("DELIMITER //\nSELECT 1//\nSELECT 'open//"),
            Err(SqlError::Tokenize { line: 3, .. })
        ));
        assert!(matches!(
            split_statements("SELECT 1;\nSELECT 'open"),
            Err(SqlError::Tokenize { line: 2, .. })
        ));
    }

    #[test]
    fn renames_whole_identifiers_only() {
        let sql = "CREATE TABLE reservation_units (id INT, KEY reservation_units_x (id));\n\
                   -- reservation_units in a comment\nINSERT INTO `reservation_units` VALUES ('reservation_units')";
        let out = rename_tables(sql, &[("reservation_units", "units_v2".to_string())]).unwrap();
        assert_eq!(
            out,
            "CREATE TABLE units_v2 (id INT, KEY reservation_units_x (id));\n\
             -- reservation_units in a comment\nINSERT INTO `units_v2` VALUES ('reservation_units')"
        );
        assert_eq!(rename_tables(sql, &[("a", "a".to_string())]).unwrap(), sql);
    }

    #[test]
    fn statements_for_the_client_split_back_into_themselves() {
        let sql = "CREATE TABLE t (a INT COMMENT 'x');\nDELIMITER $$\nCREATE PROCEDURE p()\nBEGIN\n  SELECT 1;\n  SELECT '//';\nEND$$\nDELIMITER ;\n";
        let statements = split_statements(sql).unwrap();
        assert_eq!(
            for_client(&statements[0]),
            "CREATE TABLE t (a INT COMMENT 'x');"
        );
        let routine = for_client(&statements[1]);
        assert!(
            routine.starts_with("DELIMITER $$\nCREATE PROCEDURE p()"),
            "{routine}"
        );
        assert!(routine.ends_with("END\n$$\nDELIMITER ;"), "{routine}");
        let script: String = statements.iter().map(|s| for_client(s) + "\n").collect();
        assert_eq!(split_statements(&script).unwrap(), statements);
        // Every candidate delimiter taken: a longer one.
        let odd = "CREATE PROCEDURE q() BEGIN SELECT '// $$ !! $$$'; END";
        assert_eq!(split_statements(&for_client(odd)).unwrap(), vec![odd]);
        assert!(for_client(odd).starts_with("DELIMITER $$$$\n"));
    }
}
