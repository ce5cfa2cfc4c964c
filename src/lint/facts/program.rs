//! The program the rules read ([`Program`]): all files linted together, or
//! (when lint streams) one part of one file with what every part shares;
//! its statements, transactions, stored programs, directives, schema.

use super::file_facts::{FileFacts, analyze_file};
use super::model::{Routine, Statement, StatementKind, Statements, Transaction};
use super::schema::{Schema, temporary_table};
use super::transaction_builder;
use crate::lint::directives::Directive;
use crate::lint::syntax::script::Server;
use crate::lint::syntax::source::{SourceFile, Span};
use crate::lint::syntax::vocabulary::IsolationLevel;
use rayon::prelude::*;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

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

impl Program {
    /// One whole program: every file analysed (side by side, on the rayon
    /// pool the caller runs in) and their transactions formed as one
    /// program's, `schema` known before the inputs; no rule runs. The
    /// result does not depend on the number of threads.
    pub fn whole(
        files: Vec<SourceFile>,
        server: Server,
        schema: &Schema,
        default_isolation: IsolationLevel,
        pool_tables: &[String],
    ) -> Program {
        let per_file: Vec<FileFacts> = files
            .par_iter()
            .enumerate()
            .map(|(f, file)| analyze_file(f, file, server))
            .collect();
        let mut statements: Vec<Statement> = Vec::new();
        let mut statement_directives: HashMap<usize, Vec<Directive>> = HashMap::new();
        let mut file_directives: HashMap<usize, Vec<Directive>> = HashMap::new();
        let mut tokenizer_errors = Vec::new();
        let mut routines = Vec::new();
        let mut flows = Vec::new();
        let mut schema = schema.clone();
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
                schema.add_from(t, &files[f].path);
            }
        }
        let temporary = statements
            .iter()
            .filter(|st| st.kind == StatementKind::Ddl)
            .filter_map(|st| temporary_table(&files[st.file].text[st.span.start..st.span.end]))
            .collect();
        let statements = Statements::new(Arc::default(), statements);
        let transactions = transaction_builder::build(
            &flows,
            &transaction_builder::Input {
                statements: &statements,
                directives: &statement_directives,
                routines: &routines,
                default_isolation,
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
            pool_tables: pool_tables.to_vec(),
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
