//! Compound-statement tracking: which compound statements are open at each
//! word of a chunk, so that a chunk holding several statements (the client
//! sends `SELECT 1; SELECT 2 //` as one multi-statement query) is cut at
//! the `;` that end statements, not at those inside `BEGIN ... END`, `IF
//! ... END IF`, the loops or a procedural `CASE`. Words are read from the
//! one keyword table ([`crate::lint::syntax::keywords`]).
//!
//! A compound statement is a statement of its own outside stored programs
//! too, as MariaDB (10.11 checked) runs it: `BEGIN NOT ATOMIC ... END`,
//! `IF`, `CASE`, `LOOP`, `WHILE`, `REPEAT` and `FOR` as a statement's first
//! word (a label before one is kept with it; MariaDB rejects labels there).
//! It is kept whole on any server (MySQL rejects all of them, and saying so
//! is the analysis's job, not the splitter's). A bare `BEGIN` followed by
//! anything but the end of `BEGIN [WORK]` starts a transaction on both
//! servers, which reject what follows: in a chunk sent whole (a custom
//! delimiter) it is kept whole to its END, one statement the server
//! rejects ([`CompoundCompoundTracker::bare_begin_blocks`]).

use super::lexing::{dash_comment, ident_byte, is_space, line_end, skip_quoted};
use crate::lint::syntax::keywords::Keyword;

/// What is open at a point of a statement, for the splitter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Open {
    /// BEGIN ... END
    Block,
    /// IF ... END IF, LOOP, WHILE, REPEAT, FOR, procedural CASE
    Control,
    /// CASE ... END in an expression
    CaseExpr,
}

/// Word-level state of the statement being split: which compound
/// statements are open, and whether the next word starts a statement.
#[derive(Debug, Default, Clone)]
pub(super) struct CompoundTracker {
    stack: Vec<Open>,
    stmt_start: bool,
    /// The statement began with CREATE.
    create: bool,
    /// The statement began with ALTER (an `ALTER EVENT ... DO` body is
    /// read like CREATE EVENT's).
    alter: bool,
    /// Inside CREATE ... PROCEDURE | FUNCTION | TRIGGER | EVENT.
    header: bool,
    /// Tokens seen in this statement (saturating).
    tokens: u8,
    /// The previous word was TABLE, VIEW, ... (so PROCEDURE etc. is a name).
    after_object_word: bool,
    pending: Pending,
    prev: Prev,
    /// See [`CompoundTracker::bare_begin_blocks`].
    bare_begin: bool,
}

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
enum Pending {
    #[default]
    None,
    /// BEGIN; `top`: starting a statement at top level.
    Begin {
        top: bool,
    },
    End,
    If,
    IfNot,
    /// `BEGIN NOT`: the block's first statement starts after ATOMIC.
    Atomic,
}

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
enum Prev {
    #[default]
    Other,
    Word,
    Each,
    FollowsPrecedes,
}

/// Byte-level tokens for the tracker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tok {
    Word,
    Semi,
    Colon,
    Other,
}

impl CompoundTracker {
    pub fn new() -> CompoundTracker {
        CompoundTracker {
            stmt_start: true,
            ..CompoundTracker::default()
        }
    }

    /// A compound statement is open (more text belongs to it).
    pub fn open(&self) -> bool {
        self.stack.iter().any(|o| *o != Open::CaseExpr)
    }

    /// Whether this statement defines a stored program or opened a block.
    pub fn compound(&self) -> bool {
        self.header || !self.stack.is_empty()
    }

    fn in_program(&self) -> bool {
        self.header || self.open()
    }

    /// Keep a top-level `BEGIN` that is not a transaction (`BEGIN SELECT
    /// ...; END`) whole to its END, as one statement the server rejects:
    /// for a chunk the client sends whole (a custom delimiter), so that a
    /// missing END cannot take the statements of the chunks after it.
    pub fn bare_begin_blocks(mut self) -> CompoundTracker {
        self.bare_begin = true;
        self
    }

    /// Feed `b` (server text); returns the offsets (in `b`) of the `;` that
    /// end a statement.
    pub fn feed(&mut self, b: &[u8]) -> Vec<usize> {
        let mut cuts = Vec::new();
        let mut i = 0;
        while i < b.len() {
            let c = b[i];
            let (tok, start, end) = match c {
                _ if is_space(c) => {
                    i += 1;
                    continue;
                }
                b'\'' | b'"' => (Tok::Other, i, skip_quoted(b, i)),
                b'`' => (Tok::Word, i, skip_quoted(b, i)),
                b'#' => {
                    i = line_end(b, i);
                    continue;
                }
                b'-' if dash_comment(b, i) => {
                    i = line_end(b, i);
                    continue;
                }
                b'/' if b.get(i + 1) == Some(&b'*') => {
                    i = memchr::memmem::find(&b[i + 2..], b"*/").map_or(b.len(), |k| i + 2 + k + 2);
                    continue;
                }
                b';' => (Tok::Semi, i, i + 1),
                b':' if b.get(i + 1) != Some(&b'=') => (Tok::Colon, i, i + 1),
                _ if ident_byte(c) => {
                    let n = b[i..].iter().take_while(|c| ident_byte(**c)).count();
                    (Tok::Word, i, i + n)
                }
                b'@' => {
                    let n = b[i + 1..]
                        .iter()
                        .take_while(|c| ident_byte(**c) || matches!(**c, b'@' | b'.'))
                        .count();
                    (Tok::Other, i, i + 1 + n)
                }
                _ => (Tok::Other, i, i + 1),
            };
            i = end;
            if self.token(tok, &b[start..end]) {
                cuts.push(start);
            }
        }
        cuts
    }

    /// The end of the input: settle what waits for a next token.
    pub fn finish(&mut self) {
        if self.pending == Pending::End {
            self.stack.pop();
        }
        self.pending = Pending::None;
    }

    /// One token; true when it is a `;` that ends the statement.
    fn token(&mut self, tok: Tok, w: &[u8]) -> bool {
        let kw = if tok == Tok::Word {
            Keyword::of_bytes(w)
        } else {
            None
        };
        let is = |k: Keyword| kw == Some(k);
        // Settle what the previous word left pending.
        match std::mem::take(&mut self.pending) {
            Pending::None => {}
            Pending::Begin { top } => {
                let transaction =
                    tok == Tok::Semi || kw.is_some_and(Keyword::begins_transaction_after_begin);
                // At top level only MariaDB's BEGIN NOT ATOMIC is a block
                // (a bare BEGIN ... END is one the server rejects).
                if !transaction
                    && (self.in_program() || is(Keyword::Not) || (top && self.bare_begin))
                {
                    self.stack.push(Open::Block);
                    if is(Keyword::Not) {
                        // BEGIN NOT ATOMIC: the body's first word (a FOR,
                        // a WHILE) comes after ATOMIC.
                        self.pending = Pending::Atomic;
                        return false;
                    }
                    self.stmt_start = true;
                }
            }
            Pending::End => {
                self.stack.pop();
                if kw.is_some_and(Keyword::closed_by_name) {
                    return false;
                }
            }
            Pending::If => {
                if is(Keyword::Not) {
                    self.pending = Pending::IfNot;
                    return false;
                }
                self.stack.push(Open::Control);
            }
            Pending::Atomic => {
                if is(Keyword::Atomic) {
                    self.stmt_start = true;
                    return false;
                }
            }
            Pending::IfNot => {
                // CREATE PROCEDURE IF NOT EXISTS p ... (in a body, IF NOT
                // EXISTS (SELECT ...) THEN is a statement).
                if !(is(Keyword::Exists) && self.stack.is_empty() && self.header) {
                    self.stack.push(Open::Control);
                }
            }
        }
        let at_start = std::mem::replace(&mut self.stmt_start, false);
        self.tokens = self.tokens.saturating_add(1);
        let prev = std::mem::replace(&mut self.prev, Prev::Other);
        match tok {
            Tok::Semi => {
                let ends = self.stack.is_empty();
                self.stmt_start = true;
                if ends {
                    *self = CompoundTracker {
                        bare_begin: self.bare_begin,
                        ..CompoundTracker::new()
                    };
                }
                return ends;
            }
            Tok::Colon => {
                // `label:` starts a statement.
                self.stmt_start = prev == Prev::Word;
                return false;
            }
            Tok::Other => return false,
            Tok::Word => self.prev = Prev::Word,
        }
        if self.tokens == 1 && is(Keyword::Create) {
            self.create = true;
        }
        if self.tokens == 1 && w.eq_ignore_ascii_case(b"ALTER") {
            self.alter = true;
        }
        let object_word = kw.is_some_and(Keyword::names_other_object);
        let after_object = std::mem::replace(&mut self.after_object_word, object_word);
        // MariaDB runs BEGIN NOT ATOMIC, IF, CASE, LOOP, WHILE, REPEAT and
        // FOR outside stored programs too, as statements of their own: the
        // statement's first word (or the word after `label:`).
        let top_level =
            at_start && self.stack.is_empty() && !self.header && matches!(self.tokens, 1 | 3);
        let control_here = top_level
            || (self.in_program() && (at_start || (self.header && self.stack.is_empty())));
        if is(Keyword::Begin) {
            self.pending = Pending::Begin { top: top_level };
        } else if is(Keyword::End) && !self.stack.is_empty() {
            self.pending = Pending::End;
        } else if is(Keyword::Case) {
            self.stack.push(if control_here && at_start {
                Open::Control
            } else {
                Open::CaseExpr
            });
        } else if is(Keyword::If) && control_here {
            self.pending = Pending::If;
        } else if (is(Keyword::Loop) || is(Keyword::Repeat)) && control_here {
            self.stack.push(Open::Control);
            self.stmt_start = true;
        } else if (is(Keyword::While) || is(Keyword::For)) && control_here && at_start {
            self.stack.push(Open::Control);
        } else if is(Keyword::Then) || is(Keyword::Else) {
            self.stmt_start = self.stack.last() != Some(&Open::CaseExpr);
        } else if is(Keyword::Do) {
            self.stmt_start = self.in_program();
        } else if is(Keyword::Each) {
            self.prev = Prev::Each;
        } else if is(Keyword::Row) && prev == Prev::Each && self.header {
            self.stmt_start = true;
        } else if (is(Keyword::Follows) || is(Keyword::Precedes)) && self.header {
            self.prev = Prev::FollowsPrecedes;
        } else if prev == Prev::FollowsPrecedes {
            // FOLLOWS other_trigger: the body comes next.
            self.stmt_start = true;
        } else if (self.create || (self.alter && is(Keyword::Event)))
            && !self.header
            && !after_object
            && self.tokens <= 16
            && kw.and_then(Keyword::routine_kind).is_some()
        {
            self.header = true;
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use crate::lint::syntax::script::testing::sql;
    use crate::lint::syntax::script::{PieceKind, Pieces, Server};

    #[test]
    fn blocks_without_delimiter_stay_whole() {
        let text = "CREATE PROCEDURE p()\nBEGIN\n  IF x THEN SELECT 1; ELSE SELECT CASE WHEN a THEN 1 END; END IF;\n  l: LOOP LEAVE l; END LOOP;\nEND;\nSELECT 2;";
        assert_eq!(sql(text).len(), 2, "{:?}", sql(text));
        // BEGIN as a transaction does not open a block.
        assert_eq!(
            sql("BEGIN; SELECT 1; COMMIT; BEGIN WORK; ROLLBACK;").len(),
            5
        );
        let trig = "CREATE TRIGGER t BEFORE INSERT ON x FOR EACH ROW BEGIN SET NEW.a = 1; SET NEW.b = 2; END;\nSELECT 1;";
        assert_eq!(sql(trig).len(), 2, "{:?}", sql(trig));
    }

    /// MariaDB's compound statements outside stored programs (each one
    /// checked on MariaDB 10.11): one statement each, its span the whole
    /// block, with a custom delimiter or (as migration tools send them)
    /// without.
    #[test]
    fn compound_statements_outside_programs_stay_whole() {
        let blocks = [
            "BEGIN NOT ATOMIC\n  DECLARE v INT;\n  SELECT 1 INTO v;\n  UPDATE t SET a = v WHERE id = 1;\nEND",
            "begin not atomic end",
            "IF 1 THEN SELECT 1; ELSEIF 2 THEN SELECT 2; ELSE SELECT 3; END IF",
            "IF NOT EXISTS (SELECT 1 FROM t) THEN SELECT 1; END IF",
            "WHILE 0 DO SELECT 1; IF 1 THEN SELECT 2; END IF; END WHILE",
            "REPEAT SELECT 1; UNTIL 1 END REPEAT",
            "LOOP SIGNAL SQLSTATE '45000'; END LOOP",
            "CASE 1 WHEN 1 THEN SELECT 1; ELSE SELECT CASE WHEN 2 THEN 3 END; END CASE",
            "CASE WHEN 1 THEN SELECT 1; END CASE",
            "FOR i IN 1..2 DO SELECT i; END FOR",
            // A loop as the block's first statement: it starts after ATOMIC.
            "BEGIN NOT ATOMIC FOR i IN 1..2 DO SELECT i; END FOR; SELECT 5; END",
            "BEGIN NOT ATOMIC WHILE 0 DO SELECT 1; END WHILE; END",
            "BEGIN NOT ATOMIC IF 1 THEN SELECT 1; END IF; END",
            // Rejected by the server, one statement all the same.
            "lbl: BEGIN NOT ATOMIC SELECT 1; END lbl",
            "l: LOOP LEAVE l; END LOOP",
        ];
        for block in blocks {
            for (head, tail) in [
                ("DELIMITER //\n", "//\nDELIMITER ;\nSELECT 9;\n"),
                ("", ";\nSELECT 9;\n"),
            ] {
                let text = format!("{head}{block}{tail}");
                let got: Vec<_> = Pieces::new(&text, Server::default())
                    .filter(|p| p.kind == PieceKind::Sql)
                    .map(|p| text[p.span.start..p.span.end].trim())
                    .collect();
                assert_eq!(got, [block, "SELECT 9"], "{text}");
            }
        }
        // Two statements in one chunk: cut after the block.
        assert_eq!(
            sql("DELIMITER //\nWHILE 0 DO SELECT 1; END WHILE; SELECT 3//"),
            ["WHILE 0 DO SELECT 1; END WHILE", "SELECT 3"]
        );
        assert_eq!(
            sql(
                "DELIMITER //\nSELECT 1; IF 1 THEN SELECT 2; END IF; SELECT begin FROM t; SELECT 3//"
            ),
            [
                "SELECT 1",
                "IF 1 THEN SELECT 2; END IF",
                "SELECT begin FROM t",
                "SELECT 3"
            ]
        );
    }

    /// A bare BEGIN ... END: MySQL and MariaDB read BEGIN as the start of a
    /// transaction and reject what follows. Sent whole (a custom delimiter)
    /// it is one statement; cut at each `;` by the client, the server reads
    /// (and rejects) the pieces the client sends.
    #[test]
    fn a_bare_begin_end_is_read_as_the_client_sends_it() {
        assert_eq!(
            sql("DELIMITER //\nBEGIN\n  SELECT 1;\nEND//\nBEGIN; SELECT 2; COMMIT//"),
            ["BEGIN\n  SELECT 1;\nEND", "BEGIN", "SELECT 2", "COMMIT"]
        );
        assert_eq!(
            sql("BEGIN\n  SELECT 1;\nEND;\nBEGIN WORK;"),
            ["BEGIN\n  SELECT 1", "END", "BEGIN WORK"]
        );
    }
}
