//! One file's facts, read a piece of its script at a time (`Analyzer`):
//! each statement analysed (a stored program or compound statement through
//! the stored-program reader, its leaves one by one), the file's control
//! flow, its stored programs, directives, tokenizer errors and the tables it
//! creates. The whole program's build and the streamed run both read files
//! through it.

use super::analyze;
use super::guarded_counter::counter_in;
use super::long_statement::{MAX_STATEMENT, MAX_VALUES_STATEMENT, long_statement};
use super::model::{Routine, Statement, StatementKind, Statements};
use super::schema::TableSchema;
use super::touched_rows::{Names, locked_block, touched};
use crate::lint::directives::{self, Directive};
use crate::lint::syntax::flow::Flow;
use crate::lint::syntax::rejected;
use crate::lint::syntax::scan::{self, RawStatement};
use crate::lint::syntax::script::{self, Server};
use crate::lint::syntax::source::{SourceFile, Span};
use crate::lint::syntax::stored;
use crate::lint::syntax::tokens::{is_word, unquoted_word};
use sqlparser::tokenizer::TokenWithSpan;
use std::collections::HashMap;
use std::sync::Arc;

/// What one file's analysis has produced so far (statement indexes count
/// from the start of `statements`, shared ones included).
#[derive(Debug, Default)]
pub(crate) struct FileFacts {
    pub(crate) statements: Statements,
    /// The file's top-level control flow.
    pub(crate) flow: Vec<Flow>,
    pub(crate) routines: Vec<Routine>,
    /// Directives by the statement they attach to.
    pub(crate) directives: HashMap<usize, Vec<Directive>>,
    /// File-wide directives (`ignore-file`, and suppressions after the last
    /// statement).
    pub(crate) file_directives: Vec<Directive>,
    /// Tokenizer errors: where, and why.
    pub(crate) tokenizer_errors: Vec<(Span, String)>,
    /// Tables the file creates.
    pub(crate) created: Vec<TableSchema>,
    /// The database of the file's last `USE db` so far: unqualified table
    /// names (read or created) are in it.
    pub(crate) database: Option<String>,
}

/// The database a `USE db` statement switches to (lower case); None for
/// any other statement.
fn use_database(text: &str) -> Option<String> {
    let mut words = text.split_whitespace();
    if !words.next()?.eq_ignore_ascii_case("use") {
        return None;
    }
    let db = words.next()?.trim_end_matches(';');
    let db = db.trim_matches(|c| c == '`' || c == '"');
    (!db.is_empty() && words.next().is_none()).then(|| db.to_ascii_lowercase())
}

impl FileFacts {
    /// Directives and conn tags from comments, for statement `idx`.
    fn comments<'c>(&mut self, idx: usize, comments: impl Iterator<Item = &'c scan::Comment>) {
        for c in comments {
            match directives::parse(&c.text, c.span) {
                Some(d @ Directive::IgnoreFile { .. }) => self.file_directives.push(d),
                Some(d) => self.directives.entry(idx).or_default().push(d),
                None => {}
            }
        }
    }

    /// Analyse one leaf statement; its index.
    fn leaf(
        &mut self,
        f: usize,
        text: &str,
        mut raw: RawStatement,
        ctx: &stored::Context,
        place: Place,
    ) -> usize {
        let idx = self.statements.len();
        // What the tokens alone prove the server rejects (sqlparser may
        // read it, or never be handed it).
        let rejected = rejected::anywhere(&raw.tokens, place.server)
            .or_else(|| {
                place
                    .top
                    .then(|| rejected::top_level(&raw.tokens))
                    .flatten()
            })
            .map(|(k, m)| (analyze::token_span(&raw, &raw.tokens[k]), m));
        self.comments(idx, raw.leading.iter().chain(raw.inner.iter()));
        let names = Names::new(&ctx.variables);
        // The locked query blocks, read during the model's own walk.
        let mut blocks = Vec::new();
        let created_before = self.created.len();
        let (mut st, tree) = analyze::analyze_tree(
            f,
            text,
            &mut raw,
            &mut self.created,
            &ctx.variables,
            &mut |q| locked_block(q, &names, &mut blocks),
        );
        if let Some(tree) = tree {
            st.hot_counter = counter_in(&tree, &names, text, &raw).map(Box::new);
            if st.locks_rows() {
                st.rows = Some(Box::new(touched(&tree, &names, blocks)));
            }
        }
        if let Some(r) = rejected
            && st.parse_error.is_none()
        {
            st.parse_error = Some(Box::new(r));
            st.unsupported = None;
        }
        st.in_loop = ctx.in_loop;
        st.variables = ctx.variables.clone();
        if let Some(db) = use_database(&text[st.span.start..st.span.end]) {
            self.database = Some(db);
        } else if let Some(db) = &self.database {
            let tables = st
                .locking_reads
                .iter_mut()
                .flat_map(|lr| lr.tables.iter_mut())
                .chain(st.plain_reads.iter_mut())
                .chain(st.writes.iter_mut());
            for t in tables.filter(|t| t.database.is_none()) {
                t.database = Some(db.clone());
            }
            for t in self.created[created_before..]
                .iter_mut()
                .filter(|t| t.database.is_none())
            {
                t.database = Some(db.clone());
            }
        }
        self.statements.push(st);
        idx
    }

    /// The flow entry for a leaf statement.
    fn flow_of(&self, idx: usize) -> Flow {
        match &self.statements[idx].call {
            Some(name) => Flow::Call {
                stmt: idx,
                name: name.clone(),
            },
            None => Flow::Stmt(idx),
        }
    }

    /// Comments after the last statement: file-wide directives, and
    /// suppressions with nothing to apply to.
    fn trailing(&mut self, comments: &[scan::Comment]) {
        for c in comments {
            if let Some(
                d @ (Directive::IgnoreFile { .. }
                | Directive::Invalid { .. }
                | Directive::Ignore { .. }),
            ) = directives::parse(&c.text, c.span)
            {
                self.file_directives.push(d)
            }
        }
    }
}

/// Where a leaf statement stands, for the checks of what the server
/// rejects.
#[derive(Debug, Clone, Copy)]
struct Place {
    server: Server,
    /// Outside any stored program or compound statement.
    top: bool,
}

/// The `;` a client cuts a compound statement at when it is written
/// without `DELIMITER` (the span of each `;` that text follows).
fn client_cuts(tokens: &[(TokenWithSpan, Span)]) -> Vec<Span> {
    let semi = |t: &TokenWithSpan| t.token == sqlparser::tokenizer::Token::SemiColon;
    // A `;` that ends the text cuts nothing.
    let Some(last) = tokens.iter().rposition(|(t, _)| !semi(t)) else {
        return Vec::new();
    };
    tokens[..last]
        .iter()
        .filter(|(t, _)| semi(t))
        .map(|(_, s)| *s)
        .collect()
}

/// Map leaf flows' statement indexes into their flow entries (CALLs).
fn leaf_flows(facts: &FileFacts, flows: &mut [Flow]) {
    for f in flows.iter_mut() {
        match f {
            Flow::Stmt(i) => *f = facts.flow_of(*i),
            Flow::Block { body, handlers, .. } => {
                leaf_flows(facts, body);
                for h in handlers {
                    leaf_flows(facts, h);
                }
            }
            Flow::Branch(arms) => arms.iter_mut().for_each(|a| leaf_flows(facts, a)),
            Flow::Loop { body, .. } => leaf_flows(facts, body),
            _ => {}
        }
    }
}

/// MySQL's syntax error for a compound statement outside a stored program
/// (MariaDB's): at its opening words (`BEGIN NOT ATOMIC`, `IF`, ...).
fn mysql_rejects(tokens: &[(TokenWithSpan, Span)]) -> (Span, String) {
    let words = if stored::is_not_atomic(tokens) { 3 } else { 1 };
    let opener = &tokens[..words.min(tokens.len())];
    let span = match (opener.first(), opener.last()) {
        (Some((_, a)), Some((_, b))) => Span::new(a.start, b.end),
        _ => Span::default(),
    };
    let what = if words == 3 {
        "BEGIN NOT ATOMIC".to_string()
    } else {
        unquoted_word(&tokens[0].0.token)
            .unwrap_or_default()
            .to_ascii_uppercase()
    };
    (
        span,
        format!(
            "`{what}` outside a stored program is MariaDB's (MySQL runs compound statements only \
             in stored programs and rejects it); if this SQL runs on MariaDB, say so: \
             `[lint] server = \"mariadb-10.11\"`"
        ),
    )
}

/// One file's analysis, a piece of the script at a time (the whole
/// program's build and the streamed lint both read files through it).
pub(crate) struct Analyzer<'t> {
    f: usize,
    text: &'t str,
    /// Comments after a piece's statement lead the next statement.
    carried: Vec<scan::Comment>,
    pub(crate) facts: FileFacts,
    /// The server the SQL is written for (compound statements outside
    /// stored programs are MariaDB's).
    server: Server,
}

impl<'t> Analyzer<'t> {
    /// File `f`'s analysis, its statements numbered after `context` (the
    /// statements every part of a streamed run shares).
    pub(crate) fn new(
        f: usize,
        text: &'t str,
        context: Arc<Vec<Statement>>,
        server: Server,
    ) -> Analyzer<'t> {
        Analyzer {
            f,
            text,
            server,
            carried: Vec::new(),
            facts: FileFacts {
                statements: Statements::new(context, Vec::new()),
                ..FileFacts::default()
            },
        }
    }

    /// A piece analysed elsewhere (a stored program the streamed run read
    /// first): it runs here, as statement `idx`.
    pub(crate) fn run_analysed(&mut self, idx: usize) {
        self.carried.clear();
        self.facts.flow.push(Flow::Stmt(idx));
    }

    /// A piece not analysed here (the streamed run's first step passes over
    /// what holds nothing every part shares): one that holds a statement
    /// takes the comments carried to it, so none applies to the next one.
    pub(crate) fn skip(&mut self, text: &str) {
        if script::content_start(text) < text.len() {
            self.carried.clear();
        }
    }

    /// A `USE db` piece (the client's command or the statement): the
    /// unqualified names after it are in db.
    pub(crate) fn follow_use(&mut self, piece: &script::Piece<'_>) {
        if matches!(
            piece.kind,
            script::PieceKind::Command("use") | script::PieceKind::Sql
        ) && let Some(db) = use_database(&piece.text)
        {
            self.facts.database = Some(db);
        }
    }

    /// Analyse one piece of the script (client commands are skipped).
    pub(crate) fn piece(&mut self, piece: &script::Piece<'_>) {
        self.follow_use(piece);
        if piece.kind != script::PieceKind::Sql {
            return;
        }
        let (f, text) = (self.f, self.text);
        let facts = &mut self.facts;
        let content = || piece.text.len() - script::content_start(&piece.text);
        if piece.text.len() > MAX_VALUES_STATEMENT && content() > MAX_VALUES_STATEMENT {
            let content = content();
            let idx = facts.statements.len();
            let mut lead = self.carried.clone();
            let values_only = content <= MAX_STATEMENT;
            if let Some(st) = long_statement(f, &piece.text, piece.span, &mut lead, values_only) {
                self.carried.clear();
                facts.comments(idx, lead.iter());
                facts.statements.push(st);
                facts.flow.push(Flow::Stmt(idx));
                return;
            }
        }
        let toks = scan::tokenize(&piece.text, piece.span.start);
        let (top, inner) = (
            Place {
                server: self.server,
                top: true,
            },
            Place {
                server: self.server,
                top: false,
            },
        );
        if toks.error.is_none() && stored::is_compound(&toks.tokens) {
            let header_idx = facts.statements.len();
            facts
                .statements
                .push(Statement::new(f, piece.span, StatementKind::Ddl));
            // A stored program's header the server rejects (a function
            // without RETURNS, parentheses that do not balance).
            let header_rejected = toks
                .tokens
                .first()
                .is_some_and(|(t, _)| is_word(&t.token, "CREATE"))
                .then(|| {
                    let tokens: Vec<TokenWithSpan> =
                        toks.tokens.iter().map(|(t, _)| t.clone()).collect();
                    rejected::anywhere(&tokens, self.server).map(|(k, m)| (toks.tokens[k].1, m))
                })
                .flatten();
            let (compound, mut problems) =
                stored::parse(&toks, |raw, ctx| facts.leaf(f, text, raw, ctx, inner));
            if let Some((span, m)) = header_rejected {
                problems.insert(0, stored::Problem::Syntax(span, m));
            }
            if !piece.custom_delimiter {
                // The mysql client cuts it at each `;` (migration tools send
                // it whole, and lint reads it whole, as they do): said once,
                // as a warning, at its first word.
                let cuts = client_cuts(&toks.tokens);
                if let Some(&first) = cuts.first() {
                    facts.statements[header_idx].client_cut_errors = Some(Box::new(vec![(
                        toks.tokens[0].1,
                        format!(
                            "written without `DELIMITER`: the mysql client sends this only up to \
                             its first `;` (line {}) and the server rejects it (a migration tool \
                             that sends it whole runs it)",
                            text[..first.start].matches('\n').count() + 1
                        ),
                    )]));
                }
            }
            let mut lead = std::mem::take(&mut self.carried);
            let (problem_at, flows) = match compound {
                stored::Compound::Routine(def) => {
                    facts.statements[header_idx].span = def.header;
                    lead.extend(def.comments);
                    facts.comments(header_idx, lead.iter());
                    let mut body = def.body;
                    leaf_flows(facts, &mut body);
                    facts.routines.push(Routine {
                        kind: def.kind,
                        name: def.name,
                        file: f,
                        statement: header_idx,
                        body,
                    });
                    (header_idx, vec![Flow::Stmt(header_idx)])
                }
                stored::Compound::Anonymous(mut body) => {
                    // Not a statement of its own: a placeholder carries the
                    // problems and the comments, outside any transaction.
                    // Its body runs where it stands, statement by statement
                    // (each its own transaction under autocommit, unless the
                    // block starts one), as MariaDB runs it; MySQL rejects
                    // it (compound statements only in stored programs).
                    let first = toks.tokens.first().map(|(_, s)| *s).unwrap_or(piece.span);
                    let st = &mut facts.statements[header_idx];
                    st.span = first;
                    st.kind = StatementKind::SetOther;
                    let rejected = stored::rejected_outside_programs(&toks.tokens)
                        .or_else(|| (!self.server.mariadb).then(|| mysql_rejects(&toks.tokens)));
                    if let Some(rejected) = rejected {
                        st.parse_error = Some(Box::new(rejected));
                        problems.clear();
                    }
                    facts.comments(header_idx, lead.iter());
                    leaf_flows(facts, &mut body);
                    (header_idx, body)
                }
            };
            for p in problems {
                let st = &mut facts.statements[problem_at];
                match p {
                    stored::Problem::Syntax(span, m) if st.parse_error.is_none() => {
                        st.parse_error = Some(Box::new((span, m)))
                    }
                    // MySQL has no FOR loop: its syntax error (on MariaDB
                    // the loop is followed like the others).
                    stored::Problem::MariaDbOnly(span, m)
                        if !self.server.mariadb && st.parse_error.is_none() =>
                    {
                        st.parse_error = Some(Box::new((span, m)))
                    }
                    _ => {}
                }
            }
            facts.flow.extend(flows);
            return;
        }
        let none = stored::Context::default();
        let mut scanned = scan::Scanned::default();
        scan::statements(toks, &mut scanned);
        let mut raws = scanned.statements.into_iter().peekable();
        if raws.peek().is_none() {
            self.carried.extend(scanned.trailing);
        } else {
            for (k, mut raw) in raws.enumerate() {
                if k == 0 && !self.carried.is_empty() {
                    let mut lead = std::mem::take(&mut self.carried);
                    lead.append(&mut raw.leading);
                    raw.leading = lead;
                }
                let idx = facts.leaf(f, text, raw, &none, top);
                let flow = facts.flow_of(idx);
                facts.flow.push(flow);
            }
            self.carried.extend(scanned.trailing);
        }
        if let Some((span, message)) = scanned.error {
            facts.tokenizer_errors.push((span, message));
        }
    }

    /// The end of the file: its trailing comments.
    pub(crate) fn finish(&mut self) {
        let carried = std::mem::take(&mut self.carried);
        self.facts.trailing(&carried);
    }
}

/// Analyse one whole file.
pub(crate) fn analyze_file(f: usize, file: &SourceFile, server: Server) -> FileFacts {
    let mut an = Analyzer::new(f, &file.text, Arc::default(), server);
    for piece in script::Pieces::new(&file.text, server) {
        an.piece(&piece);
    }
    an.finish();
    an.facts
}
