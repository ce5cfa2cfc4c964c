//! Lint's memory does not grow with the file: it streams, a part of
//! [`Options::window`] statements at a time.
//!
//! The same generated statements are linted at 1x and 4x their size, each
//! in a process of its own (this test binary again, running only this test)
//! so that the allocator's counts see one lint and nothing else of the
//! tests running beside it. What is compared is the peak of live heap bytes
//! beside the text (the text is allocated before counting starts): counted,
//! not sampled, so it does not depend on load or timing.

use poolctl::lint::syntax::source::SourceFile;
use poolctl::lint::{Options, lint};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The system allocator, counting live and peak bytes.
pub struct Counting;
static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is forwarded to the system allocator unchanged; the
// counters are plain atomics.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let now = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(now, Ordering::Relaxed);
        // SAFETY: the caller's layout, as GlobalAlloc requires.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        // SAFETY: ptr came from alloc with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > layout.size() {
            let now = LIVE.fetch_add(new_size - layout.size(), Ordering::Relaxed) + new_size
                - layout.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        } else {
            LIVE.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
        }
        // SAFETY: as for alloc and dealloc.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

/// Application SQL of `copies` rounds: a transaction locking two tables
/// (what lock-order-inversion keeps), autocommit statements, a stored
/// program's CALL, a report; one suppression.
fn generated(copies: usize) -> String {
    let mut s = String::from(
        "DELIMITER //\nCREATE PROCEDURE take(IN v_pool INT)\nBEGIN\n  \
         UPDATE pools SET taken = taken + 1 WHERE id = v_pool;\nEND //\nDELIMITER ;\n\
         -- poolctl: ignore hot-row-counter counted elsewhere\nUPDATE stock SET n = n - 1 WHERE id = 1 AND n > 0;\n",
    );
    for i in 0..copies {
        s.push_str(&format!(
            "-- reserve {i}\nSET TRANSACTION ISOLATION LEVEL READ COMMITTED;\nSTART TRANSACTION;\n\
             /* conn_tag:checkout */ SELECT id FROM reservation_units WHERE shop_id = ? AND inventory_item_id = {k} \
             AND inventory_group_id = ? ORDER BY id LIMIT 2 FOR UPDATE SKIP LOCKED;\n\
             /* conn_tag:checkout */ DELETE FROM reservation_units WHERE shop_id = ? AND inventory_item_id = {k} AND id IN (?, ?);\n\
             /* conn_tag:checkout */ INSERT INTO reserved_quantities (shop_id, inventory_item_id, checkout_id, quantity) \
             VALUES (?, {k}, ?, 2);\nCOMMIT;\n\
             SELECT COUNT(*) FROM reserved_quantities WHERE shop_id = {k};\n\
             UPDATE carts SET seen_at = NOW() WHERE id = ?;\n\
             CALL take({k});\n",
            k = i % 97
        ));
    }
    s
}

/// A file of `copies` stored programs that no input calls (a schema's
/// procedures, a dump's routines), each a transaction with a locking read;
/// one that a CALL runs (shared by every part), and its caller.
fn procedures(copies: usize) -> String {
    let mut s = String::from(
        "DELIMITER //\nCREATE PROCEDURE take(IN v_pool INT)\nBEGIN\n  \
         UPDATE pools SET taken = taken + 1 WHERE id = v_pool;\nEND //\n",
    );
    for i in 0..copies {
        s.push_str(&format!(
            "CREATE DEFINER = `app`@`%` PROCEDURE sell_{i}(IN v INT)\nBEGIN\n  \
             START TRANSACTION;\n  \
             SELECT qty INTO @q FROM stock_{k} WHERE id = v LIMIT 1 FOR UPDATE;\n  \
             UPDATE stock_{k} SET qty = @q - 1 WHERE id = v;\n  COMMIT;\nEND //\n",
            k = i % 50
        ));
    }
    s.push_str("DELIMITER ;\nCALL take(1);\n");
    s
}

/// In the child: lint `copies` and print the peak beside the text.
fn measure(copies: usize) {
    let text = match std::env::var("POOLCTL_LINT_MEMORY_KIND").as_deref() {
        Ok("procedures") => procedures(copies),
        Ok("values") => format!(
            "INSERT INTO `stock` VALUES {};\n",
            vec!["(1,'abc',2.5,NULL)"; copies].join(",")
        ),
        _ => generated(copies),
    };
    let bytes = text.len();
    let files = vec![SourceFile::new("generated.sql", text)];
    let options = Options {
        jobs: 1,
        window: 512,
        ..Options::default()
    };
    let base = LIVE.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let report = lint(files, &options);
    let peak = PEAK.load(Ordering::Relaxed) - base;
    println!(
        "lint-memory bytes={bytes} statements={} findings={} peak={peak}",
        report.statements,
        report.diagnostics.len()
    );
}

/// (input bytes, statements, peak bytes beside the text) of `copies` of
/// `kind`, in a process of its own (running `test` again).
fn peak_of(test: &str, kind: &str, copies: usize) -> (usize, usize, usize) {
    let out = std::process::Command::new(std::env::current_exe().expect("this test binary"))
        .args(["--exact", test])
        .args(["--test-threads", "1", "--nocapture"])
        .env("POOLCTL_LINT_MEMORY_COPIES", copies.to_string())
        .env("POOLCTL_LINT_MEMORY_KIND", kind)
        .output()
        .expect("running this test binary again");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "the measuring run failed: {stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let line = stdout
        .lines()
        .find_map(|l| l.find("lint-memory ").map(|at| &l[at..]))
        .unwrap_or_else(|| panic!("no measurement in: {stdout}"));
    let field = |name: &str| -> usize {
        line.split_whitespace()
            .find_map(|w| w.strip_prefix(name))
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("no {name} in {line}"))
    };
    eprintln!("{line}");
    (field("bytes="), field("statements="), field("peak="))
}

/// In the measuring run (see [`peak_of`]): measure and say so.
fn measuring() -> bool {
    let Some(copies) = std::env::var_os("POOLCTL_LINT_MEMORY_COPIES") else {
        return false;
    };
    measure(
        copies
            .to_str()
            .and_then(|c| c.parse().ok())
            .expect("a count"),
    );
    true
}

/// `kind` at `n` and `4 * n` copies (running `test` again for each): the
/// peak beside the text grows well under a tenth of a byte per byte of
/// input added. Holding every statement's facts (one whole program) costs
/// several bytes per byte of input; streamed, the peak stays that of one
/// part, plus what outlives the parts (cross-file rules' summaries,
/// findings, suppressions).
fn grows_less_than_the_input(test: &str, kind: &str, n: usize) {
    let (small_bytes, small_statements, small) = peak_of(test, kind, n);
    let (big_bytes, big_statements, big) = peak_of(test, kind, 4 * n);
    assert!(big_statements > 3 * small_statements);
    let grown = big.saturating_sub(small);
    let added = big_bytes - small_bytes;
    assert!(
        (grown as f64) < 0.1 * added as f64,
        "peak beside the text grew {grown} bytes for {added} bytes more input ({small} -> {big})"
    );
}

#[test]
fn memory_does_not_grow_with_the_file() {
    if measuring() {
        return;
    }
    grows_less_than_the_input(
        "memory::memory_does_not_grow_with_the_file",
        "application",
        1_500,
    );
}

/// Stored programs no input calls are linted with their file's part and
/// dropped with it, not kept for the whole run.
#[test]
fn memory_does_not_grow_with_stored_programs() {
    if measuring() {
        return;
    }
    grows_less_than_the_input(
        "memory::memory_does_not_grow_with_stored_programs",
        "procedures",
        1_000,
    );
}

/// One INSERT ... VALUES over `MAX_VALUES_STATEMENT` (a dump written with a
/// larger `net_buffer_length`) is read without its tokens: sqlparser's
/// tokens and tree of it cost about 110 bytes a byte. Read, it costs a few
/// bytes a byte.
#[test]
fn a_long_values_list_costs_a_fraction_of_its_size() {
    if measuring() {
        return;
    }
    let test = "memory::a_long_values_list_costs_a_fraction_of_its_size";
    let (bytes, statements, peak) = peak_of(test, "values", 70_000);
    assert!(bytes > poolctl::lint::facts::long_statement::MAX_VALUES_STATEMENT);
    assert_eq!(statements, 1);
    assert!(
        peak < 16 * bytes,
        "peak beside the text {peak} bytes for a statement of {bytes}"
    );
}
