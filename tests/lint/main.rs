//! Every `poolctl lint` test, in one binary (each test binary links
//! separately, so few of them build faster):
//! - `corpus`: the real-SQL corpus (tests/corpus), its provenance, the server
//!   judge (tests/util/judge.rs, needs `POOLCTL_TEST_URL_JUDGE`) and the corpus
//!   goals against its verdicts (syntax-error precision, stored programs
//!   without unsupported-syntax, no panic within a time bound);
//! - `examples`: the reference SQL in examples/app-sql stays lint-clean;
//! - `fixtures`: one fixture per rule, findings exactly where markers say,
//!   and the text `poolctl lint` prints for each as a snapshot (`snapshots/`);
//! - `input`: the input model (the mysql client's script language, stored
//!   programs, transactions through control flow), fixtures with markers;
//! - `formats`: the built binary's output formats, exit codes and inputs;
//! - `fuzz`: no panic, no hang, spans inside the file, whatever the input;
//! - `memory`: lint's memory does not grow with the file (it streams);
//! - `judged`: every finding on tests/corpus has its judgment in
//!   tests/corpus/JUDGED.tsv, and the README tables them per rule.

#[path = "../util/mod.rs"]
mod util;

mod corpus;
mod examples;
mod fixtures;
mod formats;
mod fuzz;
mod input;
mod judged;
mod memory;

/// Counts heap bytes, for `memory` (forwards to the system allocator).
#[global_allocator]
static ALLOCATOR: memory::Counting = memory::Counting;
