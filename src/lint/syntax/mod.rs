//! lint's MySQL front end: from a file's bytes to statements ready for the
//! analysis, apart from what they mean.
//!
//! - [`source`]: files, byte spans, and line/column as people read them.
//! - [`script`]: the file as a script for the `mysql` client (delimiters,
//!   client commands, executable comments), cut into the statements the
//!   server runs.
//! - [`scan`]: each statement's tokens and comments; what the tokens alone
//!   say it is ([`token_kind`]: transaction control, `SET` of isolation);
//!   its locking clauses and the MySQL syntax sqlparser lacks rewritten for
//!   it ([`rewrites`]); [`tokens`], reading sqlparser's words.
//! - [`stored`]: stored programs and compound statements read from their
//!   tokens into a [`flow::Flow`] tree, their leaf statements handed on.
//! - [`clauses`]: clauses read to the letter of the server's grammar
//!   (`INTO OUTFILE`'s export options, an event's `EVERY`, a column's `ON
//!   UPDATE`): where each ends, or where the server rejects it.
//! - [`validity`]: whether a statement sqlparser cannot parse is a syntax
//!   error or valid MySQL poolctl cannot follow.
//! - [`rejected`]: statements the server rejects that sqlparser reads (or
//!   is never handed): what their tokens alone prove.
//! - [`keywords`]: the one table of compound-statement keywords that
//!   `script`, `scan`, `stored` and `validity` read.
//! - [`vocabulary`]: the words of MySQL the facts keep (isolation levels,
//!   locking clauses, stored program kinds).
//!
//! Pure and linear in the size of the input; it never reads a schema,
//! forms a transaction or runs a rule (that is [`crate::lint::facts`]'s and
//! [`crate::lint::rules`]').

pub mod clauses;
pub mod flow;
pub mod keywords;
pub mod rejected;
pub mod rewrites;
pub mod scan;
pub mod script;
pub mod source;
pub mod stored;
pub mod token_kind;
pub mod tokens;
pub mod validity;
pub mod vocabulary;
