//! ## What it does
//! Reports a syntax error: a statement the server rejects too, with the
//! position where it goes wrong. poolctl reports one only on evidence the
//! server agrees with: a first word no MySQL statement starts with, unbalanced
//! parentheses, a misspelt clause keyword (`LIMT`), a missing operand or value
//! (`SELECT FROM`, `2,, 3`), a compound statement without its `END IF`, a
//! `DECLARE` that does not start a `BEGIN ... END` block (in an `IF`, a loop's
//! body, after another statement), a `GET DIAGNOSTICS` that mixes its two
//! forms or names no item, a local variable written outside a stored
//! program (`SELECT ... INTO v`, `GET DIAGNOSTICS v = ...`; outside one,
//! variables are `@v`), a `SIGNAL` or `RESIGNAL` of a condition name
//! outside a program (only a program declares conditions), broken export
//! options of `SELECT ... INTO OUTFILE` (`FIELDS TERMINATED ','`, `LINES`
//! before `FIELDS`, options on an `INTO DUMPFILE`), an event's `EVERY` that
//! is no quantity and unit (`EVERY interval SECOND`), a column's `ON
//! UPDATE` that is no current time (`ON UPDATE NOW` without its
//! parentheses), an `INSERT INTO t` with nothing to insert, or an
//! unterminated string or quoted name (the rest of the file cannot be read). A file that ends inside a
//! `/*` comment is a warning only: the client drops the open comment, the
//! server sees nothing of it, but SQL meant to follow it never runs. Valid MySQL that poolctl cannot parse is
//! `unsupported-syntax` instead. The other statements of the file are still
//! linted.
//!
//! A compound statement outside a stored program (`BEGIN NOT ATOMIC ... END`,
//! `IF ... END IF`, `WHILE`, `LOOP`, `REPEAT`, `CASE`, `FOR`) is MariaDB's:
//! with the default server (MySQL, `[lint] server`) it is one syntax error at
//! its first words, and its statements are still linted; on MariaDB it runs
//! where it stands and is linted like a procedure's body. A label on one, or
//! a `BEGIN ... END` without `NOT ATOMIC` (BEGIN starts a transaction there),
//! is a syntax error on both servers. MariaDB's `FOR` loop in a stored program
//! is a syntax error at its `FOR` with the default server (MySQL has no `FOR`
//! loop); on MariaDB it is followed like `WHILE`.
//!
//! ## Why is this bad?
//! A statement poolctl cannot read is a statement none of the other rules can
//! check: a locking read hidden in it goes unchecked. It is usually a typo that
//! MySQL would reject too.
//!
//! ## Example
//! ```sql
//! SELECT id FROM reservation_units WHERE shop_id = 1 LIMT 5 FOR UPDATE SKIP LOCKED;
//! ```
//!
//! ## Use instead
//! ```sql
//! SELECT id FROM reservation_units WHERE shop_id = 1 LIMIT 5 FOR UPDATE SKIP LOCKED;
//! ```
//! Valid MySQL that poolctl cannot parse can be suppressed with
//! `-- poolctl: ignore parse-error <reason>` on the line before it.

use crate::lint::check::{Check, Finding, Severity};
use crate::lint::facts::program::Program;
use crate::lint::syntax::source::Span;

pub const NAME: &str = "parse-error";

/// Looks at one part of a run at a time.
pub const CHECK: Check = Check::Part(check);

pub fn check(p: &Program) -> Vec<Finding> {
    let mut out = Vec::new();
    for (i, st) in p.statements.reported() {
        for (span, message) in st.client_cut_errors.iter().flat_map(|v| v.iter()) {
            let mut f = Finding::at(i, p, *span, message.clone()).help(
                "for the mysql client, put `DELIMITER //` before the stored program and end it with `//`",
            );
            f.at_most = Some(Severity::Warning);
            out.push(f);
        }
        if let Some(e) = &st.parse_error {
            let (span, message) = &**e;
            out.push(
                Finding::at(i, p, *span, format!("cannot parse this statement: {message}"))
                    .help("fix the SQL; if it is valid MySQL, suppress with `-- poolctl: ignore parse-error <reason>`"),
            );
        }
    }
    for (file, span, message) in &p.tokenizer_errors {
        // The client drops a comment still open at the end of the input:
        // the server never sees it, so nothing fails, but whatever SQL was
        // meant to follow the `/*` does not run.
        let dropped = message.contains("multi-line comment")
            && !truncated_statement_rejected(&p.files[*file].text, *span);
        let (message, help, at_most) = if dropped {
            (
                "the file ends inside a `/*` comment: the mysql client drops it, so nothing \
                 after the `/*` reaches the server"
                    .to_string(),
                "close the comment with `*/` if SQL was meant to follow it",
                Some(Severity::Warning),
            )
        } else {
            (
                format!("cannot read the rest of the file: {message}"),
                "close the string, quoted identifier or comment",
                None,
            )
        };
        out.push(Finding {
            file: *file,
            span: *span,
            statement: None,
            statement_span: None,
            message,
            help: Some(help.into()),
            related: Vec::new(),
            at_most,
        });
    }
    out
}

/// Whether the text the client sends before a `/*` left open at the end
/// of the file (from `span`'s start) is a statement the server rejects:
/// one whose parentheses do not balance (`CREATE TABLE t ( /* ...`).
fn truncated_statement_rejected(text: &str, span: Span) -> bool {
    let rest = text.get(span.start..).unwrap_or_default();
    let Some(open) = rest.find("/*") else {
        return false;
    };
    let mut depth = 0i64;
    let mut quote = None;
    for c in rest[..open].chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"' | '`') => quote = Some(c),
            (None, '(') => depth += 1,
            (None, ')') => depth -= 1,
            _ => {}
        }
    }
    depth != 0 || quote.is_some()
}

#[cfg(test)]
mod tests {
    use crate::lint::testing::{found, lines_of, on};

    const ANONYMOUS: &str = "DELIMITER //\n\
        BEGIN NOT ATOMIC\n\
        \x20 DECLARE v INT;\n\
        \x20 SELECT id INTO v FROM reservation_units WHERE shop_id = 1 ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED;\n\
        \x20 UPDATE reservation_units SET shop_id = 2 WHERE id = v;\n\
        END//\n\
        DELIMITER ;\n";

    #[test]
    fn compound_statements_outside_programs_are_mariadbs() {
        // MariaDB: a block, its body linted where it stands (the SKIP LOCKED
        // read is its own autocommit transaction, at REPEATABLE READ).
        let maria = on("mariadb-10.11", ANONYMOUS);
        let got = found(&maria);
        assert_eq!(got.len(), 1, "{got:?}");
        assert_eq!(
            (got[0].0, got[0].1),
            ("locking-read-without-read-committed", 4)
        );
        // MySQL: one finding, at BEGIN NOT ATOMIC, that names the server.
        let mysql = on("mysql-8.4", ANONYMOUS);
        let errors: Vec<_> = found(&mysql)
            .into_iter()
            .filter(|(r, ..)| *r == super::NAME)
            .collect();
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert_eq!(errors[0].1, 2);
        assert!(
            errors[0]
                .2
                .contains("`BEGIN NOT ATOMIC` outside a stored program is MariaDB's"),
            "{errors:?}"
        );
        let d = mysql
            .diagnostics
            .iter()
            .find(|d| d.rule.name == super::NAME)
            .unwrap();
        let span = d.finding.span;
        assert_eq!(
            &mysql.files[0].text[span.start..span.end],
            "BEGIN NOT ATOMIC"
        );
        for block in [
            "IF 1 THEN SELECT 1; ELSE SELECT 2; END IF",
            "WHILE 0 DO SELECT 1; END WHILE",
            "REPEAT SELECT 1; UNTIL 1 END REPEAT",
            "CASE 1 WHEN 1 THEN SELECT 1; END CASE",
        ] {
            let sql = format!("DELIMITER //\n{block}//\n");
            assert!(found(&on("mariadb-10.11", &sql)).is_empty(), "{block}");
            let mysql = found(&on("mysql-8.4", &sql));
            assert_eq!(mysql.len(), 1, "{block}: {mysql:?}");
            assert_eq!((mysql[0].0, mysql[0].1), (super::NAME, 2), "{block}");
        }
    }

    #[test]
    fn what_mariadb_rejects_outside_programs_is_a_syntax_error_on_both() {
        for server in ["mariadb-10.11", "mysql-8.4"] {
            // A bare BEGIN starts a transaction: one error, at BEGIN.
            let got = found(&on(server, "DELIMITER //\nBEGIN\n SELECT 1;\nEND//\n"));
            assert_eq!(got.len(), 1, "{got:?}");
            assert_eq!((got[0].0, got[0].1), (super::NAME, 2));
            assert!(got[0].2.contains("BEGIN starts a transaction"), "{got:?}");
            // A label.
            let got = found(&on(
                server,
                "DELIMITER //\nl: BEGIN NOT ATOMIC SELECT 1; END l//\n",
            ));
            assert_eq!(got.len(), 1, "{got:?}");
            assert!(
                got[0].2.contains("a label outside a stored program"),
                "{got:?}"
            );
            // Cut at `;` by the client: BEGIN SELECT 1, then END, each rejected.
            let got = found(&on(server, "BEGIN\n SELECT 1;\nEND;\nBEGIN;\nCOMMIT;\n"));
            let lines: Vec<_> = got.iter().map(|(r, l, _)| (*r, *l)).collect();
            assert_eq!(lines, [(super::NAME, 1), (super::NAME, 3)], "{got:?}");
        }
    }

    #[test]
    fn bad_statement_is_reported_and_the_rest_is_linted() {
        let sql = "SELECT 1;\nSELECT id FROM t LIMT 5;\nUPDATE inv SET q = q - 1 WHERE q >= 1;\n";
        assert_eq!(lines_of(sql, super::NAME), vec![2]);
        assert_eq!(lines_of(sql, "hot-row-counter"), vec![3]);
    }

    #[test]
    fn unterminated_string_and_comment() {
        assert_eq!(lines_of("SELECT 1;\n\nSELECT 'abc", super::NAME), vec![3]);
        // An open comment at the end: a warning (the client drops it).
        let r = crate::lint::testing::on("mysql-8.4", "SELECT 1; /* never closed");
        let d: Vec<_> = r
            .diagnostics
            .iter()
            .filter(|d| d.rule.name == super::NAME)
            .collect();
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].severity, crate::lint::check::Severity::Warning);
        assert!(d[0].finding.message.contains("ends inside a `/*` comment"));
        // What the client sends before the comment is still rejected.
        let r = crate::lint::testing::on(
            "mysql-8.4",
            "SELECT 1;\nCREATE TABLE t ( /* x * /\n id INT);\n",
        );
        let d: Vec<_> = r
            .diagnostics
            .iter()
            .filter(|d| d.rule.name == super::NAME)
            .collect();
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].severity, crate::lint::check::Severity::Error);
    }

    #[test]
    fn mysql_forms_sqlparser_lacks_do_not_error() {
        for sql in [
            "SELECT id FROM t WHERE a = 1 LOCK IN SHARE MODE",
            "START TRANSACTION WITH CONSISTENT SNAPSHOT",
            "SELECT * FROM a JOIN b ON a.k = b.k FOR UPDATE OF a, b",
            "SET @@SESSION.transaction_isolation = 'READ-COMMITTED'",
        ] {
            assert!(lines_of(sql, super::NAME).is_empty(), "{sql}");
        }
    }
}
