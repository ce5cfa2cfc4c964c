//! `DECLARE` in a stored program's body: variables (a `DEFAULT` that
//! reads a table is a statement), conditions, cursors (their query runs
//! where the cursor is opened) and handlers (each may run from any point
//! of its block).

use super::definitions::ident;
use super::parser::{Context, Parser};
use crate::lint::syntax::flow::Flow;
use crate::lint::syntax::keywords::Keyword;
use crate::lint::syntax::scan::RawStatement;
use sqlparser::tokenizer::Token;

impl<F> Parser<'_, F>
where
    F: FnMut(RawStatement, &Context) -> usize,
{
    pub(super) fn declare(&mut self, out: &mut Vec<Flow>) {
        self.i += 1;
        // DECLARE {CONTINUE | EXIT | UNDO} HANDLER FOR condition, ... statement
        if (self.at(Keyword::Continue) || self.at(Keyword::Exit) || self.at(Keyword::Undo))
            && self.peek_is(1, Keyword::Handler)
        {
            self.i += 2;
            if !self.eat(Keyword::For) {
                self.syntax("DECLARE ... HANDLER without FOR");
                return;
            }
            // Condition values: SQLSTATE [VALUE] 'x', a code, a name,
            // SQLWARNING, NOT FOUND, SQLEXCEPTION; comma separated.
            loop {
                if self.eat(Keyword::SqlState) {
                    self.eat(Keyword::Value);
                    self.i += 1;
                } else if self.eat(Keyword::Not) {
                    self.eat(Keyword::Found);
                } else {
                    self.i += 1;
                }
                if self.tok(0) == Some(&Token::Comma) {
                    self.i += 1;
                } else {
                    break;
                }
            }
            let mut body = Vec::new();
            let loops = std::mem::replace(&mut self.loops, 0);
            self.statement(&mut body);
            self.loops = loops;
            // `statement` ate the `;` that ends the DECLARE; step back so the
            // caller's `;` check passes.
            if self
                .toks
                .get(self.i - 1)
                .is_some_and(|(t, _)| t.token == Token::SemiColon)
            {
                self.i -= 1;
            }
            self.handlers.push(body);
            return;
        }
        // DECLARE name CONDITION FOR ...
        if self.peek_is(1, Keyword::Condition) {
            self.i = self.statement_end();
            return;
        }
        // DECLARE name CURSOR [(params)] FOR select: MariaDB's parameters
        // are values in the query.
        if self.peek_is(1, Keyword::Cursor)
            && (self.peek_is(2, Keyword::For) || self.tok(2) == Some(&Token::LParen))
        {
            let name = self.tok(0).and_then(ident).unwrap_or_default();
            self.i += 2;
            let mut params = Vec::new();
            if self.tok(0) == Some(&Token::LParen) {
                let close = self.closing_paren(self.i);
                let mut depth = 0;
                let mut expect_name = true;
                for (t, _) in &self.toks[self.i + 1..close.min(self.toks.len())] {
                    match &t.token {
                        Token::LParen => depth += 1,
                        Token::RParen => depth -= 1,
                        Token::Comma if depth == 0 => expect_name = true,
                        t if expect_name => {
                            params.extend(ident(t));
                            expect_name = false;
                        }
                        _ => {}
                    }
                }
                self.i = close + 1;
            }
            if !self.eat(Keyword::For) {
                self.syntax("DECLARE ... CURSOR without FOR");
                return;
            }
            self.scopes.push(params);
            let end = self.statement_end();
            if let Some(s) = self.emit(self.i, end, false) {
                self.cursors.push((name, s));
            }
            self.scopes.pop();
            self.i = end;
            return;
        }
        // DECLARE v1 [, v2] type [DEFAULT expr]
        loop {
            if let Some(n) = self.tok(0).and_then(ident) {
                if let Some(scope) = self.scopes.last_mut() {
                    scope.push(n);
                }
                self.i += 1;
            }
            if self.tok(0) == Some(&Token::Comma) {
                self.i += 1;
            } else {
                break;
            }
        }
        let end = self.statement_end();
        if let Some(d) = (self.i..end).find(|&k| Keyword::Default.is(&self.toks[k].0.token)) {
            self.expression(d + 1, end, out);
        }
        self.i = end;
    }
}

#[cfg(test)]
mod tests {
    use crate::lint::testing::{found, marked, on};

    const DECLARE_MESSAGE: &str = "DECLARE is only allowed at the start of a BEGIN ... END block";

    #[test]
    fn declare_only_at_the_start_of_a_block() {
        // MariaDB rejects a DECLARE in a top-level IF (no block there).
        let r = on(
            "mariadb-10.11",
            "DELIMITER //\nIF 1 THEN DECLARE x INT DEFAULT 0; SELECT x; END IF//\n",
        );
        let got = found(&r);
        assert_eq!(got.len(), 1, "{got:?}");
        assert_eq!(got[0].0, "parse-error");
        assert!(got[0].2.contains(DECLARE_MESSAGE), "{got:?}");
        assert_eq!(marked(&r, "parse-error"), ["DECLARE"]);
        // In a procedure, both servers reject a DECLARE after another
        // statement, or in IF, a loop's body, or as a handler's statement.
        for body in [
            "BEGIN SELECT 1; DECLARE x INT; END",
            "BEGIN DECLARE x INT; BEGIN END; DECLARE y INT; END",
            "BEGIN IF 1 THEN DECLARE x INT; END IF; END",
            "BEGIN WHILE 0 DO DECLARE x INT; END WHILE; END",
            "BEGIN CASE 1 WHEN 1 THEN DECLARE x INT; END CASE; END",
            "BEGIN DECLARE CONTINUE HANDLER FOR SQLEXCEPTION DECLARE z INT; SELECT 1; END",
            "DECLARE x INT",
        ] {
            for server in ["mariadb-10.11", "mysql-8.4"] {
                let sql = format!("DELIMITER //\nCREATE PROCEDURE p()\n{body}//\n");
                let r = on(server, &sql);
                let got = found(&r);
                assert_eq!(got.len(), 1, "{server} {body}: {got:?}");
                assert!(
                    got[0].2.contains(DECLARE_MESSAGE),
                    "{server} {body}: {got:?}"
                );
                assert_eq!(marked(&r, "parse-error"), ["DECLARE"], "{body}");
            }
        }
        // Accepted: DECLAREs first in each block, a handler's own block.
        for body in [
            "BEGIN DECLARE x INT; DECLARE c CURSOR FOR SELECT 1; \
             DECLARE CONTINUE HANDLER FOR NOT FOUND SET x = 1; SELECT x; END",
            "BEGIN DECLARE x INT; BEGIN DECLARE y INT; SELECT y; END; SELECT x; END",
            "BEGIN DECLARE CONTINUE HANDLER FOR SQLEXCEPTION BEGIN DECLARE z INT; SET z = 1; END; \
             SELECT 1; END",
            "BEGIN IF 1 THEN BEGIN DECLARE x INT; SELECT x; END; END IF; END",
        ] {
            let sql = format!("DELIMITER //\nCREATE PROCEDURE p()\n{body}//\n");
            assert!(found(&on("mysql-8.4", &sql)).is_empty(), "{body}");
        }
        assert!(
            found(&on(
                "mariadb-10.11",
                "DELIMITER //\nBEGIN NOT ATOMIC DECLARE x INT; SELECT x; END//\n"
            ))
            .is_empty()
        );
    }
}
