use poolctl::lint::{Options, lint, source::SourceFile};
use std::time::Instant;

fn run(name: &str, text: String) {
    let t = Instant::now();
    let n = text.len();
    let r = lint(vec![SourceFile::new("x.sql", text)], &Options::default());
    eprintln!(
        "{name}: {} bytes, {} stmts, {} diags, {:?}",
        n,
        r.program.statements.len(),
        r.diagnostics.len(),
        t.elapsed()
    );
}

#[test]
fn probe_unterminated_tx_reads() {
    for n in [2000usize, 4000, 8000] {
        let mut s = String::from("BEGIN;\n");
        for i in 0..n {
            s.push_str(&format!("SELECT a FROM t{} WHERE id = {i};\n", i % 3));
        }
        run(&format!("unterminated tx selects n={n}"), s);
    }
}

#[test]
fn probe_one_line_findings() {
    for n in [2000usize, 4000, 8000] {
        let mut s = String::new();
        for i in 0..n {
            s.push_str(&format!(
                "BEGIN;SELECT a FROM t WHERE id={i};UPDATE t SET a=1 WHERE id={i};COMMIT;"
            ));
        }
        run(&format!("one line findings n={n}"), s);
    }
}

#[test]
fn probe_many_tables_one_tx() {
    for n in [500usize, 1000, 2000] {
        let mut s = String::from("BEGIN;\n");
        for i in 0..n {
            s.push_str(&format!("DELETE FROM t{i} WHERE id = 1;\n"));
        }
        s.push_str("COMMIT;\n");
        run(&format!("many tables n={n}"), s);
    }
}

#[test]
fn probe_long_chain() {
    for n in [1000usize, 10000, 100000] {
        let s = format!("SELECT 1{};", "+1".repeat(n));
        run(&format!("plus chain n={n}"), s);
    }
}

fn in_thread(stack: usize, f: impl FnOnce() + Send + 'static) -> bool {
    std::thread::Builder::new()
        .stack_size(stack)
        .spawn(f)
        .unwrap()
        .join()
        .is_ok()
}

#[test]
fn probe_and_chain_where() {
    use sqlparser::{dialect::MySqlDialect, parser::Parser};
    for n in [2000usize, 5000, 10000, 50000] {
        let s = format!("SELECT a FROM t WHERE a=1{};", " AND a=1".repeat(n));
        let s2 = s.clone();
        let t = Instant::now();
        let ok = Parser::parse_sql(&MySqlDialect {}, &s2).is_ok();
        eprintln!("parse-only and chain n={n}: ok={ok} {:?}", t.elapsed());
        run(&format!("and chain n={n}"), s);
    }
}

#[test]
fn probe_env() {
    use sqlparser::{dialect::MySqlDialect, parser::Parser};
    let Ok(n) = std::env::var("PROBE_N") else {
        return;
    };
    let n: usize = n.parse().unwrap();
    let which = std::env::var("PROBE_WHAT").unwrap();
    let stack: usize = std::env::var("PROBE_STACK")
        .map(|s| s.parse().unwrap())
        .unwrap_or(8 << 20);
    let kind = std::env::var("PROBE_KIND").unwrap_or("and".into());
    let s = match kind.as_str() {
        "and" => format!("SELECT a FROM t WHERE a=1{};", " AND a=1".repeat(n)),
        "plus" => format!("SELECT 1{};", "+1".repeat(n)),
        "or" => format!("SELECT a FROM t WHERE a=1{};", " OR a=1".repeat(n)),
        "union" => format!("SELECT 1{};", " UNION ALL SELECT 1".repeat(n)),
        "unionp" => format!(
            "(SELECT id FROM u LIMIT 1 FOR UPDATE SKIP LOCKED){};",
            " UNION ALL (SELECT id FROM u LIMIT 1 FOR UPDATE SKIP LOCKED)".repeat(n)
        ),
        _ => panic!(),
    };
    let ok = std::thread::Builder::new()
        .stack_size(stack)
        .spawn(move || {
            if which == "parse" {
                Parser::parse_sql(&MySqlDialect {}, &s).is_ok()
            } else {
                lint(vec![SourceFile::new("x.sql", s)], &Options::default());
                true
            }
        })
        .unwrap()
        .join()
        .unwrap();
    eprintln!("PROBE ok={ok}");
}
