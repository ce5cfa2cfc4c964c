//! Lint as a stream, what `poolctl lint` runs ([`lint`]): memory is
//! bounded by [`Options::window`] statements, not by the size of a file.
//!
//! 1. **What every part shares** is read first, from each file's pieces
//!    that can hold it (a cheap look for the words CREATE, CALL and
//!    `poolctl`): the stored programs an input can CALL, and every trigger
//!    (their statements stay for the whole run: a CALL or a write anywhere
//!    runs them; a routine no input can CALL is linted with its file's part
//!    instead, on its own, and dropped with it), the tables the inputs create (the
//!    schema the rules read), the temporary tables, the procedures called.
//! 2. **Each file, a part at a time**: its pieces are analysed in order and
//!    their transactions formed as they come ([`transaction_builder::Session`]); once
//!    a part holds `window` statements and no transaction is open, the
//!    rules run on it (a [`Program`] of the part's statements after the
//!    shared ones) and its statements are dropped. What outlives a part:
//!    its findings, its suppression comments, and each cross-file rule's
//!    summary of it ([`CrossFileSummary`]).
//! 3. **The end**: the routines no input calls run as transactions of
//!    their own, each cross-file rule reports over its merged summaries,
//!    and suppressions apply (file-wide ones can come last in their file).
//!
//! Statements are numbered differently from one whole program: shared
//! ones `0..n`, a file's own ones by file and position (see
//! `number_in_run`); only suppressions read the number (baselines read the
//! statement's span).

use crate::lint::check::{CrossFileSummary, Numbering};
use crate::lint::diagnostics::{Diagnostic, Report};
use crate::lint::directives::Directive;
use crate::lint::facts::file_facts::Analyzer;
use crate::lint::facts::model::{Routine, Statement, StatementKind, Statements, Transaction};
use crate::lint::facts::program::Program;
use crate::lint::facts::schema::{Schema, TableSchema, temporary_table};
use crate::lint::facts::transaction_builder;
use crate::lint::pipeline::{Options, cross_file_rules, finish, run_parallel, run_part_rules};
use crate::lint::suppressions::{Attached, Suppressions};
use crate::lint::syntax::scan;
use crate::lint::syntax::script;
use crate::lint::syntax::source::SourceFile;
use crate::lint::syntax::stored;
use crate::lint::syntax::vocabulary::RoutineKind;
use rayon::prelude::*;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

/// What every part of the run shares.
struct Shared {
    statements: Arc<Vec<Statement>>,
    routines: Arc<Vec<Routine>>,
    directives: HashMap<usize, Vec<Directive>>,
    schema: Arc<Schema>,
    temporary: Arc<HashSet<String>>,
    by_name: HashMap<String, usize>,
    called: HashSet<String>,
    /// Per file: where a stored program's piece starts -> its header.
    routine_at: Vec<HashMap<usize, usize>>,
}

/// One file's share (statement indexes local to it).
#[derive(Default)]
struct FileShare {
    statements: Vec<Statement>,
    routines: Vec<Routine>,
    directives: HashMap<usize, Vec<Directive>>,
    created: Vec<TableSchema>,
    temporary: Vec<String>,
    calls: HashSet<String>,
    routine_at: HashMap<usize, usize>,
}

/// Whether a piece (or a whole file) can hold something every part shares.
fn may_share(text: &str) -> bool {
    script::says_word(text, "create")
        || script::says_word(text, "call")
        || memchr::memmem::find(text.as_bytes(), b"poolctl").is_some()
}

/// A stored program (not a trigger: a write anywhere fires those) that no
/// input can CALL and that says nothing else every part shares (no CALL of
/// its own, no CREATE in its body, no `poolctl` comment): read from its
/// header alone, then analysed with its file's part.
fn left_to_its_part(text: &str, targets: &HashSet<String>) -> bool {
    if script::says_word(text, "call")
        || memchr::memmem::find(text.as_bytes(), b"poolctl").is_some()
    {
        return false;
    }
    let start = script::content_start(text);
    let mut cut = text.len().min(start + 1024);
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    let head = scan::tokenize(&text[start..cut], 0);
    if head.error.is_some() || script::creates(text) > 1 {
        return false;
    }
    stored::routine_head(&head.tokens)
        .is_some_and(|(kind, name, _)| not_shared(kind, &name, targets))
}

/// A stored program of this kind and name is not shared by every part: no
/// input can CALL it, and it is not a trigger (a write anywhere fires those).
fn not_shared(kind: RoutineKind, name: &str, targets: &HashSet<String>) -> bool {
    kind != RoutineKind::Trigger && !targets.contains(name)
}

/// Step 1 for one file. A stored program whose name no input can CALL
/// (`targets`), not a trigger (a write anywhere fires those), is not
/// shared: it is analysed with its file's part, run there on its own, and
/// dropped with the part, so a file of many procedures stays bounded.
fn share_of(
    f: usize,
    file: &SourceFile,
    options: &Options,
    targets: &HashSet<String>,
) -> FileShare {
    let mut an = Analyzer::new(f, &file.text, Arc::default(), options.server);
    let mut out = FileShare::default();
    // Nothing in a file that never says CREATE or CALL (an executable
    // comment's `/*!50003CREATE` included) is shared: its `poolctl:`
    // comments only matter carried to a shared statement. Its pieces are
    // not cut then (most files of an application are only DML).
    if !["create", "call"]
        .iter()
        .any(|w| script::says_word(&file.text, w))
    {
        return out;
    }
    for piece in script::Pieces::new(&file.text, options.server) {
        // The tables it creates are in the database of the last USE.
        an.follow_use(&piece);
        if piece.kind != script::PieceKind::Sql {
            continue;
        }
        let text = &piece.text;
        if !may_share(text) || left_to_its_part(text, targets) {
            an.skip(text);
            continue;
        }
        let facts = &an.facts;
        let (n_st, n_flow, n_rt) = (
            facts.statements.len(),
            facts.flow.len(),
            facts.routines.len(),
        );
        an.piece(&piece);
        let facts = &mut an.facts;
        let mut names = Vec::new();
        facts.flow[n_flow..]
            .iter()
            .for_each(|fl| fl.calls(&mut names));
        out.calls.extend(names.into_iter().map(str::to_string));
        for st in &facts.statements.own()[n_st..] {
            if st.kind == StatementKind::Ddl
                && let Some(t) = temporary_table(&file.text[st.span.start..st.span.end])
            {
                out.temporary.push(t);
            }
        }
        facts.flow.truncate(n_flow);
        let own_part = facts
            .routines
            .get(n_rt)
            .is_some_and(|r| not_shared(r.kind, &r.name, targets));
        if own_part {
            // What it calls is still called (the shared routines' walk).
            let r = &facts.routines[n_rt];
            let mut names = Vec::new();
            r.body.iter().for_each(|fl| fl.calls(&mut names));
            out.calls.extend(
                names
                    .into_iter()
                    .filter(|n| *n != r.name)
                    .map(str::to_string),
            );
            facts.routines.truncate(n_rt);
        }
        if facts.routines.len() > n_rt {
            let header = facts.routines[n_rt].statement;
            out.routine_at.insert(piece.span.start, header);
        } else {
            facts.statements.truncate(n_st);
            facts.directives.retain(|&s, _| s < n_st);
        }
    }
    let facts = an.facts;
    out.statements = facts.statements.into_own();
    out.routines = facts.routines;
    out.directives = facts.directives;
    out.created = facts.created;
    out
}

/// Step 1: every file's share, merged in file order.
fn shared(files: &[SourceFile], options: &Options) -> Shared {
    let targets = files
        .par_iter()
        .filter(|file| script::says_word(&file.text, "call"))
        .fold(HashSet::new, |mut set, file| {
            script::call_targets(&file.text, &mut set);
            set
        })
        .reduce(HashSet::new, |mut a, b| {
            a.extend(b);
            a
        });
    let shares: Vec<FileShare> = files
        .par_iter()
        .enumerate()
        .map(|(f, file)| share_of(f, file, options, &targets))
        .collect();
    let mut statements = Vec::new();
    let mut routines = Vec::new();
    let mut directives = HashMap::new();
    let mut schema = options.schema.clone();
    let mut temporary = HashSet::new();
    let mut calls = HashSet::new();
    let mut routine_at = Vec::new();
    for (f, share) in shares.into_iter().enumerate() {
        let base = statements.len();
        statements.extend(share.statements);
        for mut r in share.routines {
            r.statement += base;
            r.body.iter_mut().for_each(|x| x.shift(base));
            routines.push(r);
        }
        directives.extend(share.directives.into_iter().map(|(s, d)| (s + base, d)));
        for t in share.created {
            schema.add_from(t, &files[f].path);
        }
        temporary.extend(share.temporary);
        calls.extend(share.calls);
        routine_at.push(
            share
                .routine_at
                .into_iter()
                .map(|(at, s)| (at, s + base))
                .collect(),
        );
    }
    let mut called = calls;
    called.extend(transaction_builder::called(std::iter::empty(), &routines));
    Shared {
        by_name: transaction_builder::procedures(&routines),
        called,
        statements: Arc::new(statements),
        routines: Arc::new(routines),
        directives,
        schema: Arc::new(schema),
        temporary: Arc::new(temporary),
        routine_at,
    }
}

/// A statement's number in the run: shared ones keep their index, file
/// `f`'s `k`-th own statement is `(f + 1) << 40 | k`.
fn number_in_run(f: usize, k: usize) -> usize {
    ((f + 1) << 40) | k
}

/// What a file leaves for the end of the run.
#[derive(Default)]
struct FileResult {
    diagnostics: Vec<Diagnostic>,
    suppressions: HashMap<usize, Attached>,
    file_directives: Vec<Directive>,
    /// Each enabled cross-file rule's summary of the file's parts.
    summaries: Vec<Box<dyn CrossFileSummary>>,
    statements: usize,
}

/// Step 2 for one file.
struct FileRun<'a> {
    f: usize,
    files: &'a Arc<Vec<SourceFile>>,
    shared: &'a Shared,
    options: &'a Options,
    /// Own statements of the parts done.
    done: usize,
    transactions: Vec<Transaction>,
    /// Transactions of the parts done.
    transactions_done: usize,
    out: FileResult,
}

impl FileRun<'_> {
    /// The rules over the part analysed so far; then it is dropped.
    fn part(&mut self, an: &mut Analyzer<'_>) {
        let shared = self.shared;
        let facts = &mut an.facts;
        let own = std::mem::replace(
            &mut facts.statements,
            Statements::new(shared.statements.clone(), Vec::new()),
        );
        facts.flow.clear();
        let directives = std::mem::replace(&mut facts.directives, shared.directives.clone());
        let tokenizer_errors = std::mem::take(&mut facts.tokenizer_errors);
        let mut formed = std::mem::take(&mut self.transactions);
        // This part's own stored programs (none an input calls): after the
        // shared ones, each run on its own here.
        let local = std::mem::take(&mut facts.routines);
        let routines = if local.is_empty() {
            shared.routines.clone()
        } else {
            let all: Arc<Vec<_>> = Arc::new(shared.routines.iter().cloned().chain(local).collect());
            let inp = transaction_builder::Input {
                statements: &own,
                directives: &directives,
                routines: &all,
                default_isolation: self.options.default_isolation,
            };
            formed.extend(transaction_builder::standalone(
                &inp,
                &shared.by_name,
                &shared.called,
                shared.routines.len(),
            ));
            all
        };
        let n = own.own().len();
        if n == 0 && formed.is_empty() && tokenizer_errors.is_empty() {
            return;
        }
        let base = own.context_len();
        let (f, done) = (self.f, self.done);
        let number = move |s: usize| {
            if s < base {
                s
            } else {
                number_in_run(f, done + s - base)
            }
        };
        let p = Program {
            files: self.files.clone(),
            statements: own,
            transactions: formed,
            routines,
            tokenizer_errors: tokenizer_errors
                .into_iter()
                .map(|(s, m)| (f, s, m))
                .collect(),
            statement_directives: directives,
            file_directives: HashMap::new(),
            schema: shared.schema.clone(),
            temporary: shared.temporary.clone(),
            pool_tables: self.options.pool_tables.clone(),
        };
        let first = self.transactions_done;
        let seq = move |t: usize| number_in_run(f, first + t);
        let numbering = Numbering {
            statement: &number,
            transaction: &seq,
        };
        self.out
            .diagnostics
            .extend(run_part_rules(&p, self.options, &numbering));
        for summary in &mut self.out.summaries {
            summary.add(&p, &numbering);
        }
        self.transactions_done += p.transactions.len();
        for (s, ds) in p.statement_directives {
            if s >= base {
                let st = &p.statements[s];
                self.out.suppressions.insert(
                    number(s),
                    Attached {
                        file: st.file,
                        span: st.span,
                        directives: ds,
                    },
                );
            }
        }
        self.done += n;
    }

    fn run(mut self) -> FileResult {
        let shared = self.shared;
        let files = self.files;
        let file = &files[self.f];
        let mut an = Analyzer::new(
            self.f,
            &file.text,
            shared.statements.clone(),
            self.options.server,
        );
        an.facts.directives = shared.directives.clone();
        let mut session = transaction_builder::Session::new(self.options.default_isolation);
        let mut walked = 0;
        for piece in script::Pieces::new(&file.text, self.options.server) {
            match shared.routine_at[self.f].get(&piece.span.start) {
                Some(&header) if piece.kind == script::PieceKind::Sql => an.run_analysed(header),
                _ => an.piece(&piece),
            }
            let facts = &an.facts;
            if facts.flow.len() > walked {
                let inp = transaction_builder::Input {
                    statements: &facts.statements,
                    directives: &facts.directives,
                    routines: &shared.routines,
                    default_isolation: self.options.default_isolation,
                };
                self.transactions.extend(session.walk(
                    &facts.flow[walked..],
                    &inp,
                    &shared.by_name,
                ));
                walked = facts.flow.len();
            }
            if an.facts.statements.own().len() >= self.options.window && session.is_settled() {
                self.part(&mut an);
                walked = 0;
            }
        }
        an.finish();
        {
            let facts = &an.facts;
            let inp = transaction_builder::Input {
                statements: &facts.statements,
                directives: &facts.directives,
                routines: &shared.routines,
                default_isolation: self.options.default_isolation,
            };
            self.transactions
                .extend(session.finish(&inp, &shared.by_name));
        }
        self.part(&mut an);
        self.out.file_directives = std::mem::take(&mut an.facts.file_directives);
        self.out.statements = self.done;
        self.out
    }
}

/// Lint `files` as one program, a part of a file at a time.
pub fn lint(files: Vec<SourceFile>, options: &Options) -> Report {
    run_parallel(options.jobs, || lint_streamed(files, options))
}

/// [`lint`], on the lint threads.
fn lint_streamed(files: Vec<SourceFile>, options: &Options) -> Report {
    let files = Arc::new(files);
    let shared = shared(&files, options);
    let cross_file = cross_file_rules(options);
    let results: Vec<FileResult> = (0..files.len())
        .into_par_iter()
        .map(|f| {
            FileRun {
                f,
                files: &files,
                shared: &shared,
                options,
                done: 0,
                transactions: Vec::new(),
                transactions_done: 0,
                out: FileResult {
                    summaries: cross_file.iter().map(|(_, r, _)| r.summary()).collect(),
                    ..FileResult::default()
                },
            }
            .run()
        })
        .collect();
    // Step 3: the routines on their own, and what the parts left.
    let standalone = {
        let inp = transaction_builder::Input {
            statements: &Statements::new(shared.statements.clone(), Vec::new()),
            directives: &shared.directives,
            routines: &shared.routines,
            default_isolation: options.default_isolation,
        };
        transaction_builder::standalone(&inp, &shared.by_name, &shared.called, 0)
    };
    let mut suppressions = Suppressions::default();
    let mut file_directives = HashMap::new();
    let mut diagnostics = Vec::new();
    let mut summaries: Vec<Box<dyn CrossFileSummary>> =
        cross_file.iter().map(|(_, r, _)| r.summary()).collect();
    let mut statements = shared.statements.len();
    for (f, r) in results.into_iter().enumerate() {
        diagnostics.extend(r.diagnostics);
        suppressions.statements.extend(r.suppressions);
        if !r.file_directives.is_empty() {
            file_directives.insert(f, r.file_directives);
        }
        for (summary, part) in summaries.iter_mut().zip(r.summaries) {
            summary.merge(part);
        }
        statements += r.statements;
    }
    // The last program owns the shared statements: the rules report on them
    // here (and only here).
    let p = Program {
        files: files.clone(),
        statements: Statements::new(Arc::default(), shared.statements.to_vec()),
        transactions: standalone,
        routines: shared.routines.clone(),
        tokenizer_errors: Vec::new(),
        statement_directives: shared.directives.clone(),
        file_directives,
        schema: shared.schema.clone(),
        temporary: shared.temporary.clone(),
        pool_tables: options.pool_tables.clone(),
    };
    let last = files.len();
    let numbering = Numbering {
        statement: &|s| s,
        transaction: &|t| number_in_run(last, t),
    };
    diagnostics.extend(run_part_rules(&p, options, &numbering));
    let cross_file_findings: Vec<_> = summaries
        .into_iter()
        .map(|mut summary| {
            summary.add(&p, &numbering);
            summary.findings(&files)
        })
        .collect();
    for (s, ds) in &p.statement_directives {
        let st = &p.statements[*s];
        suppressions.statements.insert(
            *s,
            Attached {
                file: st.file,
                span: st.span,
                directives: ds.clone(),
            },
        );
    }
    suppressions.files = p.file_directives;
    drop(p.files);
    let files = Arc::try_unwrap(files).unwrap_or_else(|f| (*f).clone());
    let diagnostics = finish(
        &files,
        options,
        diagnostics,
        cross_file_findings,
        &suppressions,
    );
    Report {
        files,
        statements,
        diagnostics,
    }
}
