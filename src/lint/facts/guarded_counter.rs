//! Guarded counters: an UPDATE that checks and moves a quantity on its own
//! row, `SET q = q - n ... WHERE q >= n` (stock taken) or `SET locked =
//! locked + n ... WHERE locked + n <= stock` (a hold counted up against a
//! capacity column). Read from the tree once, during the analysis, and kept
//! as the statement's [`HotCounter`] for the `hot-row-counter` rule.

use super::analyze::{column_name as column, ident_span, object_last as last_name};
use super::model::HotCounter;
use super::touched_rows::{Names, conjuncts};
use crate::lint::syntax::scan::RawStatement;
use sqlparser::ast::{self, AssignmentTarget, BinaryOperator, Expr, TableFactor};

/// Which way the counter moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Direction {
    /// `q = q - n` guarded from below: stock taken.
    Decrement,
    /// `q = q + n` guarded from above by a column: a hold counted.
    Increment,
}

/// `x` is `col`, or `col OP e` (`e OP col` too when OP is `+`).
fn is_col_op(x: &Expr, col: &str, op: &BinaryOperator) -> bool {
    match x {
        Expr::Nested(inner) => is_col_op(inner, col, op),
        Expr::BinaryOp { left, op: o, right } if o == op => {
            column(left).as_deref() == Some(col)
                || (*op == BinaryOperator::Plus && column(right).as_deref() == Some(col))
        }
        _ => column(x).as_deref() == Some(col),
    }
}

/// `e - col`, where `e` mentions a column (`stock - locked`).
fn is_room_left(x: &Expr, col: &str, names: &Names) -> bool {
    match x {
        Expr::Nested(inner) => is_room_left(inner, col, names),
        Expr::BinaryOp {
            left,
            op: BinaryOperator::Minus,
            right,
        } => column(right).as_deref() == Some(col) && mentions_column(left, names),
        _ => false,
    }
}

fn mentions_column(e: &Expr, names: &Names) -> bool {
    let mut cols = Vec::new();
    names.columns_in(e, &mut cols);
    !cols.is_empty()
}

/// Whether `cond` bounds the counter the way `direction` needs: from below
/// for a decrement (`q >= n`, `q - n >= 0`, `0 < q`), from above by another
/// column for an increment (`q + n <= stock`, `stock >= q + n`,
/// `stock - q >= n`).
fn guards(cond: &Expr, col: &str, direction: Direction, names: &Names) -> bool {
    let Expr::BinaryOp { left, op, right } = cond else {
        return false;
    };
    // (smaller side, larger side) of the comparison.
    let (small, large) = match op {
        BinaryOperator::GtEq | BinaryOperator::Gt => (right, left),
        BinaryOperator::LtEq | BinaryOperator::Lt => (left, right),
        _ => return false,
    };
    match direction {
        Direction::Decrement => is_col_op(large, col, &BinaryOperator::Minus),
        Direction::Increment => {
            (is_col_op(small, col, &BinaryOperator::Plus) && mentions_column(large, names))
                || is_room_left(large, col, names)
        }
    }
}

/// Whether a column's name says it counts a job's attempts (retries,
/// tries, failures, errors): a per-row counter, not units of stock.
fn counts_attempts(col: &str) -> bool {
    ["attempt", "retr", "tries", "fail", "error"]
        .iter()
        .any(|w| col.contains(w))
}

/// The counter an UPDATE's tree guards, if any: `text` is the statement's
/// file text, `raw` its scan (to place the column). The analysis calls it
/// on the tree it parsed, once, and keeps the fact for the rule.
pub fn counter_in(
    stmt: &ast::Statement,
    names: &Names,
    text: &str,
    raw: &RawStatement,
) -> Option<HotCounter> {
    let ast::Statement::Update(u) = stmt else {
        return None;
    };
    if !may_match(text.get(raw.span.start..raw.span.end)?) {
        return None;
    }
    let selection = u.selection.as_ref()?;
    let conds = conjuncts(selection);
    for a in &u.assignments {
        let AssignmentTarget::ColumnName(target) = &a.target else {
            continue;
        };
        let Some(ident) = last_name(target) else {
            continue;
        };
        let col = ident.value.to_ascii_lowercase();
        let direction = match &a.value {
            Expr::BinaryOp {
                left,
                op: BinaryOperator::Minus,
                ..
            } if column(left).as_deref() == Some(col.as_str()) => Direction::Decrement,
            Expr::BinaryOp {
                left,
                op: BinaryOperator::Plus,
                right,
            } if column(left).as_deref() == Some(col.as_str())
                || column(right).as_deref() == Some(col.as_str()) =>
            {
                Direction::Increment
            }
            _ => continue,
        };
        if direction == Direction::Increment && counts_attempts(&col) {
            continue;
        }
        if conds.iter().any(|c| guards(c, &col, direction, names)) {
            let table = match &u.table.relation {
                TableFactor::Table { name, .. } => {
                    last_name(name).map(|i| i.value.to_ascii_lowercase())
                }
                _ => None,
            }
            .unwrap_or_default();
            return Some(HotCounter {
                span: ident_span(raw, ident),
                column: col,
                table,
                increment: direction == Direction::Increment,
            });
        }
    }
    None
}

/// Cheap test on the text before reading the tree: an assignment with `-`
/// or `+` and a comparison with `<` or `>`.
fn may_match(text: &str) -> bool {
    text.contains(['-', '+']) && text.contains(['<', '>'])
}
