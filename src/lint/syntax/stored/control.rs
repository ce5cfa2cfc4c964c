//! The branches and loops of a stored program's body: `IF / ELSEIF /
//! ELSE`, procedural `CASE`, `LOOP`, `WHILE`, `REPEAT` and MariaDB's `FOR`
//! (a range, a cursor or a query). A condition that reads a table is a
//! statement placed where it is evaluated.

use super::definitions::ident;
use super::parser::{Context, Parser, Problem};
use crate::lint::syntax::flow::Flow;
use crate::lint::syntax::keywords::Keyword;
use crate::lint::syntax::scan::RawStatement;
use sqlparser::tokenizer::Token;

impl<F> Parser<'_, F>
where
    F: FnMut(RawStatement, &Context) -> usize,
{
    pub(super) fn if_statement(&mut self, out: &mut Vec<Flow>) {
        let mut branches = Vec::new();
        let mut conditions: Vec<Flow> = Vec::new();
        let mut has_else = false;
        loop {
            // IF / ELSEIF condition THEN
            self.i += 1;
            let ends = [Keyword::ElseIf, Keyword::Else, Keyword::End];
            let Some(body) = self.arm(&mut conditions, &ends, "IF without THEN") else {
                return;
            };
            branches.push(body);
            if self.at(Keyword::ElseIf) {
                continue;
            }
            if self.eat(Keyword::Else) {
                branches.push(self.else_arm(&conditions));
                has_else = true;
            }
            break;
        }
        if !has_else {
            branches.push(conditions);
        }
        if self.at(Keyword::End) && self.peek_is(1, Keyword::If) {
            self.i += 2;
        } else {
            self.syntax("IF without END IF");
        }
        out.push(Flow::Branch(branches));
    }

    pub(super) fn case_statement(&mut self, out: &mut Vec<Flow>) {
        self.i += 1;
        let end = self.expression_end(&[Keyword::When]);
        let mut conditions = Vec::new();
        self.expression(self.i, end, &mut conditions);
        self.i = end;
        let mut branches = Vec::new();
        let mut has_else = false;
        while self.eat(Keyword::When) {
            let ends = [Keyword::When, Keyword::Else, Keyword::End];
            let Some(body) = self.arm(&mut conditions, &ends, "WHEN without THEN") else {
                return;
            };
            branches.push(body);
        }
        if branches.is_empty() {
            self.syntax("CASE without WHEN");
        }
        if self.eat(Keyword::Else) {
            branches.push(self.else_arm(&conditions));
            has_else = true;
        }
        if !has_else {
            // No branch matches: MySQL raises error 1339 (case not found).
            branches.push(vec![Flow::Signal]);
        }
        if self.at(Keyword::End) && self.peek_is(1, Keyword::Case) {
            self.i += 2;
        } else {
            self.syntax("CASE without END CASE");
        }
        out.push(Flow::Branch(branches));
    }

    /// One arm of an IF or a CASE: its condition up to THEN (a statement
    /// when it reads a table, evaluated before this arm and every later
    /// one: it joins `conditions`), then its statements up to one of
    /// `ends`. `None` after a syntax error (`missing_then`: no THEN).
    fn arm(
        &mut self,
        conditions: &mut Vec<Flow>,
        ends: &[Keyword],
        missing_then: &str,
    ) -> Option<Vec<Flow>> {
        let end = self.expression_end(&[Keyword::Then]);
        self.expression(self.i, end, conditions);
        self.i = end;
        if !self.eat(Keyword::Then) {
            self.syntax(missing_then);
            return None;
        }
        let mut body = conditions.clone();
        self.list(ends, &mut body);
        Some(body)
    }

    /// The ELSE arm of an IF or a CASE, after every arm's condition.
    fn else_arm(&mut self, conditions: &[Flow]) -> Vec<Flow> {
        let mut body = conditions.to_vec();
        self.list(&[Keyword::End], &mut body);
        body
    }

    pub(super) fn loop_statement(
        &mut self,
        kw: Keyword,
        label: Option<String>,
        out: &mut Vec<Flow>,
    ) {
        self.i += 1;
        if let Some(l) = &label {
            self.labels.push(l.clone());
        }
        self.loops += 1;
        let mut body = Vec::new();
        match kw {
            Keyword::While => {
                let end = self.expression_end(&[Keyword::Do]);
                self.expression(self.i, end, &mut body);
                self.i = end;
                if !self.eat(Keyword::Do) {
                    self.syntax("WHILE without DO");
                }
                self.list(&[Keyword::End], &mut body);
            }
            Keyword::Repeat => {
                self.list(&[Keyword::Until, Keyword::End], &mut body);
                if self.eat(Keyword::Until) {
                    let end = self.expression_end(&[Keyword::End]);
                    self.expression(self.i, end, &mut body);
                    self.i = end;
                } else {
                    self.syntax("REPEAT without UNTIL");
                }
            }
            _ => self.list(&[Keyword::End], &mut body),
        }
        self.loops -= 1;
        if self.at(Keyword::End) && self.peek_is(1, kw) {
            self.i += 2;
            self.end_label(&label);
        } else {
            let kw = kw.as_str();
            self.syntax(format!("{kw} without END {kw}"));
        }
        if label.is_some() {
            self.labels.pop();
        }
        out.push(Flow::Loop {
            label,
            body,
            may_skip: kw == Keyword::While,
        });
    }

    /// MariaDB's FOR loop: `FOR i IN [REVERSE] lower .. upper`, `FOR rec IN
    /// cursor[(args)]` or `FOR rec IN (query)`, then `DO body END FOR
    /// [label]`. What is read once before the first pass (a bound's
    /// subquery, the cursor's or the query's rows) runs before the loop;
    /// the body may run no time at all (an empty range or result).
    pub(super) fn for_statement(&mut self, label: Option<String>, out: &mut Vec<Flow>) {
        let opening = self.span();
        self.problems.push(Problem::MariaDbOnly(
            opening,
            "`FOR` is MariaDB's loop: MySQL has none (LOOP, WHILE and REPEAT only) and \
             rejects it; if this SQL runs on MariaDB, say so: `[lint] server = \"mariadb-10.11\"`"
                .into(),
        ));
        self.i += 1;
        let Some(var) = self.tok(0).and_then(ident) else {
            self.syntax("FOR needs a variable: `FOR i IN 1 .. 10 DO`");
            return;
        };
        self.i += 1;
        if !self.eat(Keyword::In) {
            self.syntax("FOR without IN");
            return;
        }
        let mut record = false;
        if self.tok(0) == Some(&Token::LParen) {
            // FOR rec IN (SELECT ...): the query runs once, before the loop.
            let close = self.closing_paren(self.i);
            if let Some(s) = self.emit(self.i + 1, close, false) {
                out.push(Flow::Stmt(s));
            }
            self.i = (close + 1).min(self.toks.len());
            record = true;
        } else {
            self.eat(Keyword::Reverse);
            let end = self.expression_end(&[Keyword::Do]);
            let cursor = match &self.toks[self.i..end] {
                [(n, _)] => ident(&n.token),
                [(n, _), (open, _), ..] if open.token == Token::LParen => self
                    .closing_paren(self.i + 1)
                    .eq(&(end - 1))
                    .then(|| ident(&n.token))
                    .flatten(),
                _ => None,
            };
            if let Some(name) = cursor {
                // FOR rec IN cur: the cursor is opened here.
                if let Some(s) = self.cursor(&name) {
                    out.push(Flow::Stmt(s));
                }
                record = true;
            } else {
                // lower .. upper: a bound that reads a table is a subquery.
                let mut k = self.i;
                while k < end {
                    if self.toks[k].0.token == Token::LParen {
                        let close = self.closing_paren(k);
                        if close >= end {
                            break;
                        }
                        self.expression(k, close + 1, out);
                        k = close;
                    }
                    k += 1;
                }
            }
            self.i = end;
        }
        if !self.eat(Keyword::Do) {
            self.syntax("FOR without DO");
            return;
        }
        if let Some(l) = &label {
            self.labels.push(l.clone());
        }
        self.scopes
            .push(vec![if record { format!("{var}.") } else { var }]);
        self.loops += 1;
        let mut body = Vec::new();
        self.list(&[Keyword::End], &mut body);
        self.loops -= 1;
        self.scopes.pop();
        if self.at(Keyword::End) && self.peek_is(1, Keyword::For) {
            self.i += 2;
            self.end_label(&label);
        } else {
            self.syntax("FOR without END FOR");
        }
        if label.is_some() {
            self.labels.pop();
        }
        out.push(Flow::Loop {
            label,
            body,
            may_skip: true,
        });
    }
}

#[cfg(test)]
mod tests {
    use crate::lint::Report;
    use crate::lint::testing::{found, marked, on};

    fn rules_and_lines(r: &Report) -> Vec<(&'static str, usize)> {
        found(r).into_iter().map(|(r, l, _)| (r, l)).collect()
    }

    const LOCK: &str =
        "SELECT id FROM reservation_units WHERE shop_id = 1 LIMIT 1 FOR UPDATE SKIP LOCKED";

    #[test]
    fn for_loop_bodies_are_followed_in_stored_programs() {
        for head in [
            "FOR i IN 1 .. 3 DO",
            "FOR i IN 1..3 DO",
            "FOR i IN REVERSE 3..1 DO",
            "FOR i IN 1..(SELECT COUNT(*) FROM reservation_units) DO",
            "FOR rec IN cur DO",
            "FOR rec IN cur2(1) DO",
            "FOR rec IN (SELECT 1 AS id) DO",
        ] {
            let sql = format!(
                "DELIMITER //\n\
                 CREATE PROCEDURE p()\n\
                 BEGIN\n\
                 \x20 DECLARE cur CURSOR FOR SELECT 1;\n\
                 \x20 DECLARE cur2 CURSOR(v INT) FOR SELECT v;\n\
                 \x20 lbl: {head}\n\
                 \x20   {LOCK};\n\
                 \x20   ITERATE lbl;\n\
                 \x20 END FOR lbl;\n\
                 END//\n\
                 DELIMITER ;\n"
            );
            // The locking read in the body is found; nothing is unsupported.
            let got = rules_and_lines(&on("mariadb-10.11", &sql));
            assert_eq!(
                got,
                [("locking-read-without-read-committed", 7)],
                "{head}: {got:?}"
            );
        }
    }

    #[test]
    fn a_for_loops_query_is_a_statement() {
        let sql = "DELIMITER //\n\
             CREATE PROCEDURE p()\n\
             BEGIN\n\
             \x20 FOR rec IN (SELECT id FROM reservation_units WHERE shop_id = 1 FOR UPDATE) DO\n\
             \x20   DELETE FROM reservation_units WHERE shop_id = 1 AND id = rec.id;\n\
             \x20 END FOR;\n\
             END//\n\
             DELIMITER ;\n";
        let r = on("mariadb-10.11", sql);
        let got = rules_and_lines(&r);
        // The query's locking read (no LIMIT, REPEATABLE READ) is found on
        // its line; the loop is followed (no unsupported-syntax).
        assert!(
            got.contains(&("locking-read-without-read-committed", 4)),
            "{got:?}"
        );
        assert!(got.contains(&("locking-read-without-limit", 4)), "{got:?}");
        assert!(
            got.iter()
                .all(|(r, _)| !matches!(*r, "unsupported-syntax" | "parse-error")),
            "{got:?}"
        );
    }

    #[test]
    fn for_loops_outside_programs_on_mariadb_and_mysql() {
        for sql in [
            format!("DELIMITER //\nFOR i IN 1..2 DO\n {LOCK};\nEND FOR//\n"),
            format!(
                "DELIMITER //\nBEGIN NOT ATOMIC FOR rec IN (SELECT 1) DO\n {LOCK};\nEND FOR; END//\n"
            ),
            format!(
                "DELIMITER //\nBEGIN NOT ATOMIC\n l: FOR i IN 1..2 DO\n {LOCK};\n LEAVE l; END FOR l;\nEND//\n"
            ),
        ] {
            let line = if sql.contains("l:") { 4 } else { 3 };
            let got = rules_and_lines(&on("mariadb-10.11", &sql));
            assert_eq!(
                got,
                [("locking-read-without-read-committed", line)],
                "{sql}: {got:?}"
            );
            // MySQL: one syntax error at the compound statement's first
            // words, as before; the body is still linted.
            let mysql = on("mysql-8.4", &sql);
            let errors: Vec<_> = found(&mysql)
                .into_iter()
                .filter(|(r, ..)| *r == "parse-error")
                .collect();
            assert_eq!(errors.len(), 1, "{sql}: {errors:?}");
            assert_eq!(errors[0].1, 2, "{sql}: {errors:?}");
            assert!(
                !found(&mysql)
                    .iter()
                    .any(|(r, ..)| *r == "unsupported-syntax"),
                "{sql}"
            );
        }
    }

    #[test]
    fn a_for_loop_in_a_stored_program_is_a_syntax_error_on_mysql() {
        let sql = format!(
            "DELIMITER //\nCREATE PROCEDURE p()\nBEGIN\n  FOR i IN 1..2 DO\n {LOCK};\n END FOR;\nEND//\n"
        );
        let r = on("mysql-8.4", &sql);
        let got = found(&r);
        let errors: Vec<_> = got.iter().filter(|(r, ..)| *r == "parse-error").collect();
        assert_eq!(errors.len(), 1, "{got:?}");
        assert_eq!(errors[0].1, 4);
        assert!(errors[0].2.contains("MySQL has none"), "{errors:?}");
        assert_eq!(marked(&r, "parse-error"), ["FOR"]);
        // The body is still linted.
        assert!(
            got.iter()
                .any(|(r, l, _)| *r == "locking-read-without-read-committed" && *l == 5),
            "{got:?}"
        );
    }

    #[test]
    fn for_loop_syntax_errors() {
        for (body, at) in [
            ("FOR i IN 1..2 DO SELECT 1; END;", "END"),
            ("FOR i IN 1..2 SELECT 1; END FOR;", ";"),
            ("FOR i IN 1..2 DO SELECT 1; END FOR x;", "x"),
            ("FOR 'i' IN 1..2 DO SELECT 1; END FOR;", "'i'"),
        ] {
            let sql = format!("DELIMITER //\nCREATE PROCEDURE p()\nBEGIN\n{body}\nEND//\n");
            let r = on("mariadb-10.11", &sql);
            assert_eq!(marked(&r, "parse-error"), [at], "{body}: {:?}", found(&r));
        }
    }
}
