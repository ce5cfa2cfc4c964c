//! lint's analysis: what the statements the front end read mean, as facts
//! the rules read without a syntax tree.
//!
//! - [`file_facts`]: one file's facts, a piece of its script at a time.
//! - [`analyze`]: one statement parsed with sqlparser and its tree read
//!   (tables read, written and locked, locking clauses, conn tags, syntax
//!   errors and what poolctl could not follow); [`touched_rows`] and
//!   [`guarded_counter`] read more of the same tree; [`long_statement`]
//!   reads a statement too long to tokenize.
//! - [`transaction_builder`]: transactions, as MySQL forms them from
//!   statements and control flow, with their isolation.
//! - [`program`]: what the rules see ([`program::Program`]).
//! - [`model`]: the facts themselves; [`schema`] and [`tables`]: the table
//!   definitions the linter knows.
//!
//! Pure: no rule runs here, nothing is rendered, no file is read (poolctl's
//! own migrations are embedded).

pub mod analyze;
pub mod file_facts;
pub mod guarded_counter;
pub mod long_statement;
pub mod model;
pub mod program;
pub mod schema;
pub mod tables;
pub mod touched_rows;
pub mod transaction_builder;
