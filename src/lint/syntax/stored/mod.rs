//! Stored programs and compound statements: the control-flow skeleton that
//! sqlparser 0.64 does not parse, read here from the tokens.
//!
//! `CREATE [OR REPLACE] [DEFINER = ...] PROCEDURE | FUNCTION | TRIGGER | EVENT`
//! with its parameters and characteristics; then MySQL's compound statements
//! with labels: `BEGIN ... END`, `DECLARE` (variable, condition, cursor,
//! handler), `IF / ELSEIF / ELSE`, procedural `CASE`, `LOOP`, `WHILE`,
//! `REPEAT`, MariaDB's `FOR` (a range `FOR i IN [REVERSE] a .. b`, a cursor
//! `FOR rec IN cur`, a query `FOR rec IN (SELECT ...)`), `LEAVE`, `ITERATE`,
//! `RETURN`, `OPEN / FETCH / CLOSE`, `SIGNAL / RESIGNAL`, `GET DIAGNOSTICS`.
//! `DECLARE` is read only at the start of a `BEGIN ... END` block, where both
//! servers allow it. Every other statement of a body (and each
//! condition or DEFAULT that reads a table) is a leaf, handed to the caller's
//! `leaf` function as a
//! [`RawStatement`](crate::lint::syntax::scan::RawStatement) with its own positions in the file:
//! the leaf is analysed like any top-level statement. The result is a
//! [`Flow`](crate::lint::syntax::flow::Flow) tree the transaction builder
//! walks.

mod control;
mod declarations;
mod definitions;
mod parser;

pub use definitions::{is_compound, is_not_atomic, rejected_outside_programs, routine_head};
pub use parser::{Compound, Context, Definition, Problem, parse};
