//! `poolctl lint`: finds the reservation pool's locking traps in application SQL.
//!
//! Pipeline, all pure: [`scan`] each file (tokens, statements, comments, locking
//! clauses) -> [`analyze`] each statement (sqlparser AST -> facts) -> [`program`]
//! (transactions and their isolation, across all files as one program) -> every
//! enabled rule in [`rules`] -> suppressions ([`directives`]) -> diagnostics.
//! [`lint`] runs it as a stream ([`stream`]): a file a part at a time, so
//! memory does not grow with the file; [`Program::build`] builds one whole
//! program (tests and benchmarks compare the two). Reading files and
//! rendering live elsewhere (commands, render).

pub mod analyze;
pub mod baseline;
pub mod directives;
pub mod model;
pub mod program;
pub mod rules;
pub mod scan;
pub mod schema;
pub mod script;
pub mod source;
pub mod stored;
pub mod stream;
pub mod tables;
pub mod validity;

use directives::Directive;
use model::{Flow, IsolationLevel, Routine, Statement, StatementKind, Statements, Transaction};
use rules::Rule;
use scan::RawStatement;
use schema::{Schema, TableSchema};
use script::Server;
use serde::Serialize;
use source::{SourceFile, Span};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Warning,
    Error,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// A second place a diagnostic refers to (the other half of a lock cycle, ...).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Related {
    pub file: usize,
    pub span: Span,
    pub message: String,
}

/// What a rule reports; the pipeline adds the rule, code and severity.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    pub file: usize,
    pub span: Span,
    /// The statement it is about (suppressions and baselines key on it),
    /// numbered as the run numbers statements, and where it is.
    pub statement: Option<usize>,
    pub statement_span: Option<Span>,
    pub message: String,
    pub help: Option<String>,
    pub related: Vec<Related>,
    /// The highest severity this finding may have, whatever its rule's
    /// (a rule that is not sure of one finding reports it as a warning).
    pub at_most: Option<Severity>,
}

impl Finding {
    pub fn at(st: usize, p: &Program, span: Span, message: impl Into<String>) -> Finding {
        Finding {
            file: p.statements[st].file,
            span,
            statement: Some(st),
            statement_span: Some(p.statements[st].span),
            message: message.into(),
            help: None,
            related: Vec::new(),
            at_most: None,
        }
    }

    /// Cap the severity of this finding.
    pub fn at_most(mut self, severity: Severity) -> Finding {
        self.at_most = Some(severity);
        self
    }

    pub fn help(mut self, help: impl Into<String>) -> Finding {
        self.help = Some(help.into());
        self
    }

    pub fn related(mut self, file: usize, span: Span, message: impl Into<String>) -> Finding {
        self.related.push(Related {
            file,
            span,
            message: message.into(),
        });
        self
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    pub rule: &'static Rule,
    pub severity: Severity,
    pub finding: Finding,
}

/// The units table under its default name: the pool table unless
/// configured otherwise.
pub const DEFAULT_POOL_TABLE: &str = "reservation_units";

/// How a run is configured: the lint core's own settings (the command
/// resolves them from `[lint]` and the flags).
#[derive(Debug, Clone)]
pub struct Options {
    /// Enabled rules and their severity.
    pub rules: Vec<(&'static Rule, Severity)>,
    /// Tables whose locking reads must run at READ COMMITTED (lower case).
    pub pool_tables: Vec<String>,
    /// The isolation the application's connections start with.
    pub default_isolation: IsolationLevel,
    /// Table definitions known before reading the inputs.
    pub schema: Schema,
    /// The server the SQL is written for (executable comments).
    pub server: Server,
    /// Threads for reading files (0: one per core).
    pub jobs: usize,
    /// Statements analysed together before the rules run on them and they
    /// are dropped (lint streams: memory is bounded by this, not by the
    /// size of a file).
    pub window: usize,
}

/// [`Options::window`]'s default.
pub const WINDOW: usize = 8192;

impl Default for Options {
    fn default() -> Self {
        Options {
            rules: rules::RULES
                .iter()
                .filter(|r| r.default_enabled)
                .map(|r| (r, r.default_severity))
                .collect(),
            pool_tables: vec![DEFAULT_POOL_TABLE.to_string()],
            default_isolation: IsolationLevel::RepeatableRead,
            schema: Schema::default(),
            server: Server::default(),
            jobs: 0,
            window: WINDOW,
        }
    }
}

/// Everything the rules see: all files linted together, or (when lint
/// streams) one part of one file with what every part shares.
#[derive(Debug)]
pub struct Program {
    pub files: Arc<Vec<SourceFile>>,
    pub statements: Statements,
    pub transactions: Vec<Transaction>,
    /// Stored programs defined in the inputs.
    pub routines: Arc<Vec<Routine>>,
    /// Tokenizer errors: (file, span, message).
    pub tokenizer_errors: Vec<(usize, Span, String)>,
    /// Directives by the statement they attach to; file-wide ones by file.
    pub statement_directives: HashMap<usize, Vec<Directive>>,
    pub file_directives: HashMap<usize, Vec<Directive>>,
    pub schema: Arc<Schema>,
    /// Tables the inputs create with `CREATE TEMPORARY TABLE` (lower case).
    pub temporary: Arc<HashSet<String>>,
    pub pool_tables: Vec<String>,
}

/// What one file's analysis has produced so far (statement indexes count
/// from the start of `statements`, shared ones included).
#[derive(Debug, Default)]
struct FileFacts {
    statements: Statements,
    flow: Vec<Flow>,
    routines: Vec<Routine>,
    directives: HashMap<usize, Vec<Directive>>,
    file_directives: Vec<Directive>,
    tokenizer_errors: Vec<(Span, String)>,
    created: Vec<TableSchema>,
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
    ) -> usize {
        let idx = self.statements.len();
        self.comments(idx, raw.leading.iter().chain(raw.inner.iter()));
        let names = rules::sql::Names::new(&ctx.variables);
        // The locked query blocks, read during the model's own walk.
        let mut blocks = Vec::new();
        let (mut st, tree) = analyze::analyze_tree(
            f,
            text,
            &mut raw,
            &mut self.created,
            &ctx.variables,
            &mut |q| rules::sql::locked_block(q, &names, &mut blocks),
        );
        if let Some(tree) = tree {
            st.hot_counter =
                rules::hot_row_counter::counter_in(&tree, &names, text, &raw).map(Box::new);
            if st.locks_rows() {
                st.rows = Some(Box::new(rules::sql::touched(&tree, &names, blocks)));
            }
        }
        st.in_loop = ctx.in_loop;
        st.variables = ctx.variables.clone();
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

/// Statements longer than this are not tokenized whole (memory stays
/// bounded): a dump's long `INSERT ... VALUES` is read from its head, and
/// anything else is reported as not analysed.
pub const MAX_STATEMENT: usize = 4 << 20;

/// An `INSERT`/`REPLACE ... VALUES` longer than this is read as one over
/// [`MAX_STATEMENT`] is: sqlparser's tokens and tree of a VALUES list cost
/// about 110 bytes a byte (one 1 MB statement peaked at 114 MB, one of
/// 4 MB at 1 GB). mysqldump's default statements (its `net_buffer_length`,
/// 1 MB) are under it and parsed whole.
pub const MAX_VALUES_STATEMENT: usize = 1 << 20;

/// How much of a long statement's head is read.
const HEAD: usize = 64 << 10;

/// A statement over [`MAX_STATEMENT`] (or an `INSERT ... VALUES` over
/// [`MAX_VALUES_STATEMENT`]: `values_only`, `None` for anything else):
/// `INSERT`/`REPLACE ... VALUES` keeps its table (the rows are values) and
/// whether they are spelled out; anything else is unsupported-syntax. Read
/// once for what it leaves open (a syntax error).
fn large_statement(
    f: usize,
    text: &str,
    span: Span,
    comments: &mut Vec<scan::Comment>,
    values_only: bool,
) -> Option<Statement> {
    let mut cut = HEAD.min(text.len());
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    let head = scan::tokenize(&text[..cut], span.start);
    let word = |k: usize| match head.tokens.get(k).map(|(t, _)| &t.token) {
        Some(sqlparser::tokenizer::Token::Word(w)) => {
            Some((w.value.to_ascii_uppercase(), w.quote_style.is_some()))
        }
        _ => None,
    };
    let insert = matches!(word(0), Some((w, false)) if w == "INSERT" || w == "REPLACE");
    let values = head
        .tokens
        .iter()
        .any(|(t, _)| matches!(&t.token, sqlparser::tokenizer::Token::Word(w) if w.keyword == sqlparser::keywords::Keyword::VALUES));
    if values_only && !(insert && values) {
        return None;
    }
    comments.extend(
        head.comments
            .iter()
            .filter(|(at, _)| *at == 0)
            .map(|(_, c)| c.clone()),
    );
    let start = head
        .tokens
        .first()
        .map(|(_, s)| s.start)
        .unwrap_or(span.start);
    let mut st = Statement::new(f, Span::new(start, span.end), StatementKind::Other);
    st.conn_tag = comments.iter().find_map(|c| analyze::conn_tag(&c.text));
    // Too long to tokenize, not too long to read once: a quote, comment or
    // parenthesis left open (a dump cut off mid-row) is a syntax error.
    let read = script::read_long(text);
    if let Some((at, what)) = read.open {
        let at = span.start + at;
        st.parse_error = Some(Box::new((
            Span::new(at, at + 1),
            format!(
                "{what} (a statement of {} KiB, read without its tokens)",
                text.len() >> 10
            ),
        )));
    }
    if insert && values {
        // INSERT [LOW_PRIORITY | DELAYED | HIGH_PRIORITY] [IGNORE] [INTO] table
        let mut k = 1;
        while let Some((w, false)) = word(k) {
            if ["LOW_PRIORITY", "DELAYED", "HIGH_PRIORITY", "IGNORE", "INTO"].contains(&w.as_str())
            {
                k += 1;
            } else {
                break;
            }
        }
        let mut name = None;
        while let Some((sqlparser::tokenizer::Token::Word(w), s)) =
            head.tokens.get(k).map(|(t, s)| (&t.token, *s))
        {
            name = Some((w.value.to_ascii_lowercase(), s));
            k += 1;
            if head.tokens.get(k).map(|(t, _)| &t.token)
                == Some(&sqlparser::tokenizer::Token::Period)
            {
                k += 1;
            } else {
                break;
            }
        }
        if let Some((name, span)) = name {
            st.kind = StatementKind::Insert;
            // Its rows: the table's, any of them; a data load when its
            // values are spelled out (as a parsed INSERT says).
            let upsert = head.tokens.iter().any(|(t, _)| {
                matches!(&t.token, sqlparser::tokenizer::Token::Word(w) if w.keyword == sqlparser::keywords::Keyword::DUPLICATE)
            });
            st.rows = Some(Box::new(model::TouchedRows {
                rows: vec![model::Rows {
                    table: name.clone(),
                    ..model::Rows::default()
                }],
                constants_only: read.spelled_out && !upsert,
                ..model::TouchedRows::default()
            }));
            st.writes.push(model::TableRef { name, span });
            return Some(st);
        }
    }
    if values_only {
        return None;
    }
    if st.parse_error.is_some() {
        return Some(st);
    }
    st.unsupported = Some(Box::new((
        Span::new(start, start + 1),
        format!(
            "a statement of {} MiB is more than the {} MiB poolctl analyses: its locks, writes and reads were not checked",
            text.len() >> 20,
            MAX_STATEMENT >> 20
        ),
    )));
    Some(st)
}

/// MySQL's syntax error for a compound statement outside a stored program
/// (MariaDB's): at its opening words (`BEGIN NOT ATOMIC`, `IF`, ...).
fn mysql_rejects(tokens: &[(sqlparser::tokenizer::TokenWithSpan, Span)]) -> (Span, String) {
    let words = if stored::is_not_atomic(tokens) { 3 } else { 1 };
    let opener = &tokens[..words.min(tokens.len())];
    let span = match (opener.first(), opener.last()) {
        (Some((_, a)), Some((_, b))) => Span::new(a.start, b.end),
        _ => Span::default(),
    };
    let what = if words == 3 {
        "BEGIN NOT ATOMIC".to_string()
    } else {
        scan::unquoted_word(&tokens[0].0.token)
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
struct Analyzer<'t> {
    f: usize,
    text: &'t str,
    /// Comments after a piece's statement lead the next statement.
    carried: Vec<scan::Comment>,
    facts: FileFacts,
    /// The server the SQL is written for (compound statements outside
    /// stored programs are MariaDB's).
    server: Server,
}

impl<'t> Analyzer<'t> {
    fn new(f: usize, text: &'t str, context: Arc<Vec<Statement>>, server: Server) -> Analyzer<'t> {
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
    fn analysed(&mut self, idx: usize) {
        self.carried.clear();
        self.facts.flow.push(Flow::Stmt(idx));
    }

    /// Analyse one piece of the script (client commands are skipped).
    fn piece(&mut self, piece: &script::Piece<'_>) {
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
            if let Some(st) = large_statement(f, &piece.text, piece.span, &mut lead, values_only) {
                self.carried.clear();
                facts.comments(idx, lead.iter());
                facts.statements.push(st);
                facts.flow.push(Flow::Stmt(idx));
                return;
            }
        }
        let toks = scan::tokenize(&piece.text, piece.span.start);
        if toks.error.is_none() && stored::is_compound(&toks.tokens) {
            let header_idx = facts.statements.len();
            facts
                .statements
                .push(Statement::new(f, piece.span, StatementKind::Ddl));
            let (compound, mut problems) =
                stored::parse(&toks, |raw, ctx| facts.leaf(f, text, raw, ctx));
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
                let idx = facts.leaf(f, text, raw, &none);
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
    fn finish(&mut self) {
        let carried = std::mem::take(&mut self.carried);
        self.facts.trailing(&carried);
    }
}

/// Analyse one whole file.
fn analyze_file(f: usize, file: &SourceFile, server: Server) -> FileFacts {
    let mut an = Analyzer::new(f, &file.text, Arc::default(), server);
    for piece in script::Pieces::new(&file.text, server) {
        an.piece(&piece);
    }
    an.finish();
    an.facts
}

impl Program {
    /// Read and analyse the files (no rules run), in parallel; the result
    /// does not depend on the number of threads.
    pub fn build(files: Vec<SourceFile>, options: &Options) -> Program {
        let per_file: Vec<FileFacts> = run_parallel(options.jobs, || {
            use rayon::prelude::*;
            files
                .par_iter()
                .enumerate()
                .map(|(f, file)| analyze_file(f, file, options.server))
                .collect()
        });
        let mut statements: Vec<Statement> = Vec::new();
        let mut statement_directives: HashMap<usize, Vec<Directive>> = HashMap::new();
        let mut file_directives: HashMap<usize, Vec<Directive>> = HashMap::new();
        let mut tokenizer_errors = Vec::new();
        let mut routines = Vec::new();
        let mut flows = Vec::new();
        let mut schema = options.schema.clone();
        for (f, facts) in per_file.into_iter().enumerate() {
            let base = statements.len();
            if statements.is_empty() {
                // One big file: no second copy of its statements.
                statements = facts.statements.into_own();
            } else {
                statements.extend(facts.statements.into_own());
            }
            for (i, d) in facts.directives {
                statement_directives.insert(base + i, d);
            }
            if !facts.file_directives.is_empty() {
                file_directives.insert(f, facts.file_directives);
            }
            tokenizer_errors.extend(facts.tokenizer_errors.into_iter().map(|(s, m)| (f, s, m)));
            for mut r in facts.routines {
                r.statement += base;
                r.body.iter_mut().for_each(|x| x.shift(base));
                routines.push(r);
            }
            let mut flow = facts.flow;
            flow.iter_mut().for_each(|x| x.shift(base));
            flows.push(flow);
            for t in facts.created {
                schema.add(t);
            }
        }
        let temporary = statements
            .iter()
            .filter(|st| st.kind == StatementKind::Ddl)
            .filter_map(|st| {
                rules::sql::temporary_table(&files[st.file].text[st.span.start..st.span.end])
            })
            .collect();
        let statements = Statements::new(Arc::default(), statements);
        let transactions = program::build(
            &flows,
            &program::Input {
                statements: &statements,
                directives: &statement_directives,
                routines: &routines,
                default_isolation: options.default_isolation,
            },
        );
        Program {
            files: Arc::new(files),
            statements,
            transactions,
            routines: Arc::new(routines),
            tokenizer_errors,
            statement_directives,
            file_directives,
            schema: Arc::new(schema),
            temporary: Arc::new(temporary),
            pool_tables: options.pool_tables.clone(),
        }
    }

    pub fn is_pool_table(&self, name: &str) -> bool {
        self.pool_tables.iter().any(|t| t == name)
    }

    /// The transaction each statement belongs to.
    pub fn transaction_of(&self) -> HashMap<usize, usize> {
        let mut m = HashMap::new();
        for (t, tx) in self.transactions.iter().enumerate() {
            for s in &tx.statements {
                m.insert(*s, t);
            }
        }
        m
    }

    /// A short name for a transaction in messages.
    pub fn describe_transaction(&self, t: usize) -> String {
        let tx = &self.transactions[t];
        let (file, first) = tx
            .statements
            .first()
            .map(|s| (self.statements[*s].file, self.statements[*s].span.start))
            .unwrap_or((tx.file, 0));
        describe_transaction(&self.files, tx.name.as_deref(), file, first)
    }
}

/// A short name for a transaction in messages: its marker's name, or where
/// its first statement is (`first`: an offset in `file`).
pub fn describe_transaction(
    files: &[SourceFile],
    name: Option<&str>,
    file: usize,
    first: usize,
) -> String {
    let file = &files[file];
    let pos = file.position(first);
    match name {
        Some(n) => format!("transaction '{n}' ({}:{})", file.path, pos.line),
        None => format!("the transaction at {}:{}", file.path, pos.line),
    }
}

/// The result of a lint run.
#[derive(Debug)]
pub struct Report {
    pub files: Vec<SourceFile>,
    /// Statements read, in every file.
    pub statements: usize,
    pub diagnostics: Vec<Diagnostic>,
}

impl Report {
    pub fn count(&self, severity: Severity) -> usize {
        self.diagnostics
            .iter()
            .filter(|d| d.severity == severity)
            .count()
    }
}

/// Stack for the lint threads: left-deep chains the parser builds in a loop
/// (`UNION ALL`, `AND`) are walked recursively, and dropped recursively.
const LINT_STACK: usize = 256 * 1024 * 1024;

/// Run `work` on a pool of `jobs` threads (0: one per core) with
/// [`LINT_STACK`]-sized stacks.
fn run_parallel<T: Send>(jobs: usize, work: impl FnOnce() -> T + Send) -> T {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .stack_size(LINT_STACK)
        .thread_name(|i| format!("poolctl-lint-{i}"))
        .build()
        .expect("starting the lint threads");
    pool.install(work)
}

/// Lint `files` as one program, statement at a time (see [`stream`]).
pub fn lint(files: Vec<SourceFile>, options: &Options) -> Report {
    run_parallel(options.jobs, || stream::lint(files, options))
}

/// A span widened to whole characters (never splits a UTF-8 sequence).
fn on_char_boundaries(text: &str, span: Span) -> Span {
    let mut start = span.start.min(text.len());
    while start > 0 && !text.is_char_boundary(start) {
        start -= 1;
    }
    let mut end = span.end.clamp(start, text.len());
    while end < text.len() && !text.is_char_boundary(end) {
        end += 1;
    }
    Span::new(start, end)
}

/// The rules (all but the ones the run handles itself: lock-order
/// inversions across transactions, unused suppressions) over one program,
/// side by side; their findings in registry order, anchored on their
/// statements' spans, with `id` numbering the statements as the run does.
fn run_rules(
    p: &Program,
    options: &Options,
    id: &(dyn Fn(usize) -> usize + Sync),
) -> Vec<Diagnostic> {
    use rayon::prelude::*;
    let found: Vec<Vec<Diagnostic>> = options
        .rules
        .par_iter()
        .filter(|(rule, _)| {
            rule.name != rules::lock_order_inversion::NAME
                && rule.name != rules::unused_suppression::NAME
        })
        .map(|(rule, severity)| {
            (rule.check)(p)
                .into_iter()
                .map(|mut finding| {
                    if let Some(s) = finding.statement {
                        finding.statement_span = Some(p.statements[s].span);
                        finding.statement = Some(id(s));
                    }
                    Diagnostic {
                        rule,
                        severity: finding.at_most.map_or(*severity, |cap| cap.min(*severity)),
                        finding,
                    }
                })
                .collect()
        })
        .collect();
    found.into_iter().flatten().collect()
}

/// The end of a run: suppressions, unused ones, lock-order inversions
/// (`inversions`, already found), positions on whole characters, sorted
/// and without duplicates.
fn finish(
    files: &[SourceFile],
    options: &Options,
    mut diagnostics: Vec<Diagnostic>,
    inversions: Vec<Finding>,
    suppressions: &rules::Suppressions,
) -> Vec<Diagnostic> {
    let enabled = |name: &str| {
        options
            .rules
            .iter()
            .find(|(r, _)| r.name == name)
            .map(|(r, s)| (*r, *s))
    };
    if let Some((rule, severity)) = enabled(rules::lock_order_inversion::NAME) {
        diagnostics.extend(inversions.into_iter().map(|finding| Diagnostic {
            rule,
            severity: finding.at_most.map_or(severity, |cap| cap.min(severity)),
            finding,
        }));
    }
    let unused = rules::apply_suppressions(suppressions, &mut diagnostics, &|r| {
        enabled(r.name).is_some()
    });
    if let Some((rule, severity)) = enabled(rules::unused_suppression::NAME) {
        for finding in unused {
            diagnostics.push(Diagnostic {
                rule,
                severity,
                finding,
            });
        }
    }
    for d in &mut diagnostics {
        d.finding.span = on_char_boundaries(&files[d.finding.file].text, d.finding.span);
        for r in &mut d.finding.related {
            r.span = on_char_boundaries(&files[r.file].text, r.span);
        }
    }
    // Paths through control flow can find the same thing twice.
    diagnostics.sort_by(|a, b| {
        (
            a.finding.file,
            a.finding.span.start,
            a.rule.code,
            &a.finding.message,
            a.finding.span.end,
        )
            .cmp(&(
                b.finding.file,
                b.finding.span.start,
                b.rule.code,
                &b.finding.message,
                b.finding.span.end,
            ))
    });
    diagnostics.dedup_by(|a, b| a.rule.code == b.rule.code && a.finding == b.finding);
    diagnostics
}

/// Lint a program already built whole (tests and benchmarks compare the
/// streamed run with it).
pub fn lint_program(p: &Program, options: &Options) -> Vec<Diagnostic> {
    run_parallel(options.jobs, || {
        let diagnostics = run_rules(p, options, &|s| s);
        let inversions = if options
            .rules
            .iter()
            .any(|(r, _)| r.name == rules::lock_order_inversion::NAME)
        {
            rules::lock_order_inversion::check(p)
        } else {
            Vec::new()
        };
        finish(
            &p.files,
            options,
            diagnostics,
            inversions,
            &rules::Suppressions::of(p),
        )
    })
}

/// Test helpers shared by the rule files.
#[cfg(test)]
pub(crate) mod testing {
    use super::*;

    /// Every rule enabled, at its default severity.
    pub fn all_rules() -> Options {
        Options {
            rules: rules::RULES
                .iter()
                .map(|r| (r, r.default_severity))
                .collect(),
            ..Options::default()
        }
    }

    /// Lint one file with the default rules; (rule name, line) of each diagnostic.
    pub fn lint_sql(sql: &str) -> Vec<(&'static str, usize)> {
        lint_files(&[("test.sql", sql)])
    }

    pub fn lint_files(files: &[(&str, &str)]) -> Vec<(&'static str, usize)> {
        lint_with(files, &Options::default())
    }

    /// Lint `files` (path, text) with `options`: the whole report.
    pub fn report(files: &[(&str, &str)], options: &Options) -> Report {
        let files = files.iter().map(|(p, t)| SourceFile::new(*p, *t)).collect();
        lint(files, options)
    }

    pub fn lint_with(files: &[(&str, &str)], options: &Options) -> Vec<(&'static str, usize)> {
        let report = report(files, options);
        report
            .diagnostics
            .iter()
            .map(|d| {
                let file = &report.files[d.finding.file];
                (d.rule.name, file.position(d.finding.span.start).line)
            })
            .collect()
    }

    /// Lint one file with the default rules for `server` ("mysql-8.4",
    /// "mariadb-10.11"): the whole report.
    pub fn on(server: &str, sql: &str) -> Report {
        let options = Options {
            server: script::Server::parse(server).unwrap(),
            ..Options::default()
        };
        report(&[("test.sql", sql)], &options)
    }

    /// (rule, line, message) of each diagnostic of a one-file report.
    pub fn found(r: &Report) -> Vec<(&'static str, usize, String)> {
        r.diagnostics
            .iter()
            .map(|d| {
                let line = r.files[0].position(d.finding.span.start).line;
                (d.rule.name, line, d.finding.message.clone())
            })
            .collect()
    }

    /// Only the diagnostics of `rule` (every rule enabled), as lines.
    pub fn lines_of(sql: &str, rule: &str) -> Vec<usize> {
        lint_with(&[("test.sql", sql)], &all_rules())
            .into_iter()
            .filter(|(r, _)| *r == rule)
            .map(|(_, l)| l)
            .collect()
    }
}
