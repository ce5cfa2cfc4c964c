//! Lint throughput against a parse-only baseline.
//!
//! Generates (deterministically, fixed seed) a corpus of at least 10 MB of the
//! application SQL an inventory reservation system contains: reserve, cart,
//! claim, release, expiry and refill transactions, reporting queries, ledger
//! updates, comments and conn tags, plus a few deliberate traps. The corpus is
//! split into files of about 100 KB, as a repository would be.
//!
//! Measured side by side, interleaved over several rounds (the machine is
//! shared and noisy), median of each (and the median of each round's own
//! ratios, which a drift of the machine's speed between rounds does not
//! move):
//! - parse-only: `Parser::parse_sql(&MySqlDialect {}, text)` per file;
//! - lint: `poolctl::lint::lint` over all files (the clone of the inputs is
//!   made before the clock starts).
//!
//! Then, one round each: the pipeline's stages (tokenize, scan, sqlparser's
//! parse of the scanned tokens, analyze, rules) to show where lint's time goes,
//! and lint over a single 100 MB file (the corpus repeated) to show the
//! throughput does not collapse as a file grows, with the baseline on the same
//! file beside it.
//!
//! Memory on the 100 MB file, counted by this process's allocator (live
//! bytes, not RSS, so the figures do not depend on how the allocator returns
//! pages): the streamed lint's peak beside the text on a quarter, a half
//! and all of it (it must not grow), the facts one whole program would keep
//! (`build_program`, which the streamed run never holds), then the binary's
//! peak RSS under `/usr/bin/time -v`.
//! `LINT_BENCH_MEMORY_ONLY=1` runs only this part; `LINT_BENCH_QUICK=1`
//! only the interleaved rounds (the three medians and their ratios);
//! `LINT_BENCH_ROUNDS=N` runs N rounds instead of 5;
//! `LINT_BENCH_PROFILE=N` only N rounds of lint on one thread, for a
//! profiler; `LINT_BENCH_INSTRUCTIONS=1` only the instructions each
//! executes, counted by valgrind (exact: the figure that does not move with
//! the machine's load).
//!
//! Run with `cargo bench --bench lint_throughput`. Only syntax that
//! sqlparser's MySqlDialect parses is generated (no `LOCK IN SHARE MODE`, no
//! `FOR UPDATE OF a, b`), so the baseline must succeed on every file.

mod common;

use common::cpu_secs;
use mimalloc::MiMalloc;
use poolctl::lint::syntax::source::SourceFile;
use poolctl::lint::syntax::token_kind::TokenKind;
use poolctl::lint::{Options, build_program, lint};
use sqlparser::dialect::MySqlDialect;
use sqlparser::parser::Parser;
use sqlparser::tokenizer::Tokenizer;
use std::alloc::{GlobalAlloc, Layout};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::hint::black_box;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The system allocator, counting live and peak bytes while [`COUNTING`]
/// is on (only for the memory figures: off while timings run).
struct Counting;
static COUNTING: AtomicBool = AtomicBool::new(false);
static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn count_alloc(size: usize) {
    if COUNTING.load(Ordering::Relaxed) {
        let now = LIVE.fetch_add(size, Ordering::Relaxed) + size;
        PEAK.fetch_max(now, Ordering::Relaxed);
    }
}

fn count_free(size: usize) {
    if COUNTING.load(Ordering::Relaxed) {
        // Memory allocated before counting began may be freed: saturate.
        let _ = LIVE.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |v| {
            Some(v.saturating_sub(size))
        });
    }
}

// SAFETY: every call is forwarded to `MiMalloc` unchanged; only counters move.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { MiMalloc.alloc(layout) };
        if !p.is_null() {
            count_alloc(layout.size());
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { MiMalloc.dealloc(ptr, layout) };
        count_free(layout.size());
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = unsafe { MiMalloc.alloc_zeroed(layout) };
        if !p.is_null() {
            count_alloc(layout.size());
        }
        p
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = unsafe { MiMalloc.realloc(ptr, layout, new_size) };
        if !p.is_null() {
            count_free(layout.size());
            count_alloc(new_size);
        }
        p
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn live_mb() -> f64 {
    LIVE.load(Ordering::Relaxed) as f64 / (1024.0 * 1024.0)
}

fn peak_mb() -> f64 {
    PEAK.load(Ordering::Relaxed) as f64 / (1024.0 * 1024.0)
}

const SEED: u64 = 0x5eed_2026_0b1a_cf21;
const CORPUS_BYTES: usize = 10 * 1024 * 1024;
const FILE_BYTES: usize = 100 * 1024;
const BIG_FILE_BYTES: usize = 100 * 1024 * 1024;
/// Interleaved rounds (`LINT_BENCH_ROUNDS=N` for more on a noisy machine).
const ROUNDS: usize = 5;

/// splitmix64: small, fast and good enough to vary identifiers and literals.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..=hi`.
    fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next() % (hi - lo + 1)
    }

    /// True with probability `percent`/100.
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.next() as usize % items.len()]
    }

    fn hex(&mut self, len: usize) -> String {
        let mut s = String::with_capacity(len);
        while s.len() < len {
            write!(s, "{:016x}", self.next()).unwrap();
        }
        s.truncate(len);
        s
    }
}

/// One pool key: (shop, item, location).
#[derive(Clone, Copy)]
struct Key {
    shop: u64,
    item: u64,
    group: u64,
}

const CHECKOUT_TAGS: &[&str] = &[
    "checkout",
    "checkout_reserve",
    "cart_reserve",
    "storefront_checkout",
    "pos_checkout",
];
const CLAIM_TAGS: &[&str] = &["checkout_completion", "order_commit", "payment_captured"];
const RELEASE_TAGS: &[&str] = &["checkout_abandon", "release_expired", "payment_failed"];
const REFILL_TAGS: &[&str] = &["pool_refill", "pool_refill_inline", "replenisher"];
const REPORT_TAGS: &[&str] = &["reporting", "merchant_analytics", "ops_dashboard"];
const LEDGER_COLUMNS: &[&str] = &["available", "on_hand", "committed", "incoming"];
const LINE_COMMENTS: &[&str] = &[
    "-- reserve before payment starts; holds expire after ten minutes",
    "-- see runbook: pool empty during flash sale",
    "-- units first, holds second: the one lock order everywhere",
    "-- generated by the checkout service query builder",
    "# legacy path kept for the POS integration",
    "-- TODO(inventory): batch these per location",
];

struct Gen {
    rng: Rng,
    /// The file being written.
    out: String,
}

impl Gen {
    fn key(&mut self) -> Key {
        Key {
            shop: self.rng.range(1, 250_000),
            item: self.rng.range(1, 9_000_000_000),
            group: self.rng.range(1, 40),
        }
    }

    fn checkout_id(&mut self) -> String {
        format!("chk_{}", self.rng.hex(20))
    }

    fn tag(&mut self, tags: &[&str]) -> String {
        format!("/* conn_tag:{} */", self.rng.pick(tags))
    }

    fn line_comment(&mut self) {
        if self.rng.chance(30) {
            let c = *self.rng.pick(LINE_COMMENTS);
            self.out.push_str(c);
            self.out.push('\n');
        }
    }

    /// `shop_id = 1 AND inventory_item_id = 2 AND inventory_group_id = 3`,
    /// with an optional table alias; literals or placeholders.
    fn key_filter(&mut self, k: Key, alias: &str, placeholders: bool) -> String {
        let p = if alias.is_empty() {
            String::new()
        } else {
            format!("{alias}.")
        };
        if placeholders {
            format!("{p}shop_id = ? AND {p}inventory_item_id = ? AND {p}inventory_group_id = ?")
        } else {
            format!(
                "{p}shop_id = {} AND {p}inventory_item_id = {} AND {p}inventory_group_id = {}",
                k.shop, k.item, k.group
            )
        }
    }

    fn unit_ids(&mut self, n: u64) -> String {
        let base = self.rng.range(1, 5_000_000);
        (0..n)
            .map(|i| (base + i * self.rng.range(1, 7)).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn hold_values(&mut self, k: Key, checkout: &str, qty: u64) -> String {
        let ttl = *self.rng.pick(&[5u64, 10, 10, 15, 20]);
        format!(
            "({}, {}, {}, '{checkout}', {qty}, NOW(), NOW() + INTERVAL {ttl} MINUTE)",
            k.shop, k.item, k.group
        )
    }

    fn set_rc(&mut self) {
        match self.rng.range(0, 9) {
            0 => self
                .out
                .push_str("SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED;\n"),
            _ => self
                .out
                .push_str("SET TRANSACTION ISOLATION LEVEL READ COMMITTED;\n"),
        }
    }

    fn start(&mut self) {
        if self.rng.chance(15) {
            self.out.push_str("BEGIN;\n");
        } else {
            self.out.push_str("START TRANSACTION;\n");
        }
    }

    /// The reserve transaction; `trap` drops the isolation line (PL001).
    fn reserve(&mut self, trap: bool) {
        let k = self.key();
        let q = *self.rng.pick(&[1u64, 1, 1, 2, 2, 3, 5, 12]);
        let placeholders = self.rng.chance(25);
        let tag = self.tag(CHECKOUT_TAGS);
        let checkout = self.checkout_id();
        self.line_comment();
        if !trap {
            self.set_rc();
        }
        self.start();
        let f = self.key_filter(k, "", placeholders);
        writeln!(
            self.out,
            "{tag} SELECT id FROM reservation_units\n  WHERE {f}\n  LIMIT {q} FOR UPDATE SKIP LOCKED;"
        )
        .unwrap();
        let ids = self.unit_ids(q);
        writeln!(
            self.out,
            "{tag} DELETE FROM reservation_units\n  WHERE {f} AND id IN ({ids});"
        )
        .unwrap();
        let v = self.hold_values(k, &checkout, q);
        writeln!(
            self.out,
            "{tag} INSERT INTO reserved_quantities (shop_id, inventory_item_id, inventory_group_id, checkout_id, quantity, created_at, expires_at)\n  VALUES {v};"
        )
        .unwrap();
        self.out.push_str("COMMIT;\n\n");
    }

    /// A cart: one round trip for all lines with UNION ALL.
    fn cart(&mut self) {
        let lines = self.rng.range(2, 6);
        let keys: Vec<Key> = (0..lines).map(|_| self.key()).collect();
        let shop = keys[0].shop;
        let keys: Vec<Key> = keys.into_iter().map(|k| Key { shop, ..k }).collect();
        let tag = self.tag(CHECKOUT_TAGS);
        let checkout = self.checkout_id();
        self.line_comment();
        self.set_rc();
        self.start();
        let mut parts = Vec::new();
        let mut qs = Vec::new();
        for (i, k) in keys.iter().enumerate() {
            let q = self.rng.range(1, 4);
            qs.push(q);
            let f = self.key_filter(*k, "", false);
            parts.push(format!(
                "(SELECT id, {} AS cart_line FROM reservation_units WHERE {f} LIMIT {q} FOR UPDATE SKIP LOCKED)",
                i + 1
            ));
        }
        writeln!(self.out, "{tag}\n{};", parts.join("\nUNION ALL\n")).unwrap();
        let mut ors = Vec::new();
        for (k, q) in keys.iter().zip(&qs) {
            let f = self.key_filter(*k, "", false);
            let ids = self.unit_ids(*q);
            ors.push(format!("({f} AND id IN ({ids}))"));
        }
        writeln!(
            self.out,
            "{tag} DELETE FROM reservation_units WHERE {};",
            ors.join("\n   OR ")
        )
        .unwrap();
        let vals: Vec<String> = keys
            .iter()
            .zip(&qs)
            .map(|(k, q)| self.hold_values(*k, &checkout, *q))
            .collect();
        writeln!(
            self.out,
            "{tag} INSERT INTO reserved_quantities (shop_id, inventory_item_id, inventory_group_id, checkout_id, quantity, created_at, expires_at) VALUES\n  {};",
            vals.join(",\n  ")
        )
        .unwrap();
        self.out.push_str("COMMIT;\n\n");
    }

    /// Claim: holds, then the ledger. `trap` adds a guarded decrement (PL004).
    fn claim(&mut self, trap: bool) {
        let k = self.key();
        let tag = self.tag(CLAIM_TAGS);
        let checkout = self.checkout_id();
        let q = self.rng.range(1, 5);
        let col = *self.rng.pick(LEDGER_COLUMNS);
        self.line_comment();
        self.start();
        writeln!(
            self.out,
            "{tag} SELECT inventory_item_id, inventory_group_id, quantity FROM reserved_quantities\n  WHERE shop_id = {} AND checkout_id = '{checkout}' LIMIT 50 FOR UPDATE;",
            k.shop
        )
        .unwrap();
        writeln!(
            self.out,
            "{tag} DELETE FROM reserved_quantities WHERE shop_id = {} AND checkout_id = '{checkout}';",
            k.shop
        )
        .unwrap();
        let guard = if trap {
            format!(" AND {col} >= {q}")
        } else {
            String::new()
        };
        writeln!(
            self.out,
            "{tag} UPDATE inventory_levels SET {col} = {col} - {q}, updated_at = NOW(6)\n  WHERE shop_id = {} AND inventory_item_id = {} AND location_id = {}{guard};",
            k.shop, k.item, k.group
        )
        .unwrap();
        writeln!(
            self.out,
            "{tag} INSERT INTO inventory_adjustments (shop_id, inventory_item_id, location_id, delta, reason, reference, created_at)\n  VALUES ({}, {}, {}, -{q}, 'order', '{checkout}', NOW(6));",
            k.shop, k.item, k.group
        )
        .unwrap();
        self.out.push_str("COMMIT;\n\n");
    }

    /// Release: units back, then the hold. `trap` inverts the order (PL003).
    fn release(&mut self, trap: bool) {
        let k = self.key();
        let tag = self.tag(RELEASE_TAGS);
        let checkout = self.checkout_id();
        let q = self.rng.range(1, 4);
        self.line_comment();
        self.set_rc();
        self.start();
        let ids = self.unit_ids(q);
        let units: Vec<String> = ids
            .split(", ")
            .map(|id| format!("({}, {}, {}, {id})", k.shop, k.item, k.group))
            .collect();
        let units_sql = format!(
            "{tag} INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) VALUES {};\n",
            units.join(", ")
        );
        let f = self.key_filter(k, "", false);
        let holds_sql = format!(
            "{tag} DELETE FROM reserved_quantities WHERE {f} AND checkout_id = '{checkout}';\n"
        );
        if trap {
            self.out.push_str(&holds_sql);
            self.out.push_str(&units_sql);
        } else {
            self.out.push_str(&units_sql);
            self.out.push_str(&holds_sql);
        }
        self.out.push_str("COMMIT;\n\n");
    }

    /// Expiry sweep (autocommit) and hold extension.
    fn expiry(&mut self) {
        let tag = self.tag(RELEASE_TAGS);
        let batch = *self.rng.pick(&[100u64, 500, 1000]);
        writeln!(
            self.out,
            "{tag} DELETE FROM reserved_quantities WHERE expires_at < NOW() - INTERVAL {} SECOND ORDER BY expires_at LIMIT {batch};",
            self.rng.range(0, 120)
        )
        .unwrap();
        let k = self.key();
        let checkout = self.checkout_id();
        writeln!(
            self.out,
            "{tag} UPDATE reserved_quantities SET expires_at = expires_at + INTERVAL {} MINUTE\n  WHERE shop_id = {} AND checkout_id = '{checkout}' AND expires_at > NOW();\n",
            self.rng.range(1, 10),
            k.shop
        )
        .unwrap();
    }

    /// Refill from the ledger: the guard lock, the ledger row, the counts, the
    /// inserts (INSERT ... SELECT or multi-row VALUES).
    fn refill(&mut self) {
        let k = self.key();
        let tag = self.tag(REFILL_TAGS);
        let cap = *self.rng.pick(&[100u64, 250, 500, 1000]);
        self.line_comment();
        writeln!(
            self.out,
            "{tag} SELECT GET_LOCK(CONCAT('pool_refill:', {}, ':', {}, ':', {}), 5) AS got_lock;",
            k.shop, k.item, k.group
        )
        .unwrap();
        self.set_rc();
        self.start();
        writeln!(
            self.out,
            "{tag} SELECT available FROM inventory_levels\n  WHERE shop_id = {} AND inventory_item_id = {} AND location_id = {} FOR UPDATE;",
            k.shop, k.item, k.group
        )
        .unwrap();
        let f = self.key_filter(k, "", false);
        writeln!(
            self.out,
            "{tag} SELECT (SELECT COUNT(*) FROM reservation_units WHERE {f}) AS pooled,\n       (SELECT COALESCE(SUM(quantity), 0) FROM reserved_quantities WHERE {f} AND expires_at > NOW()) AS held;"
        )
        .unwrap();
        if self.rng.chance(50) {
            let start = self.rng.range(1, 4_000_000);
            writeln!(
                self.out,
                "{tag} INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id)\n  SELECT {}, {}, {}, seq.n FROM unit_sequence AS seq\n  WHERE seq.n BETWEEN {start} AND {} AND seq.n NOT IN (SELECT id FROM reservation_units WHERE {f});",
                k.shop,
                k.item,
                k.group,
                start + cap - 1
            )
            .unwrap();
        } else {
            let n = self.rng.range(4, 40);
            let base = self.rng.range(1, 4_000_000);
            let rows: Vec<String> = (0..n)
                .map(|i| format!("({}, {}, {}, {})", k.shop, k.item, k.group, base + i))
                .collect();
            writeln!(
                self.out,
                "{tag} INSERT INTO reservation_units (shop_id, inventory_item_id, inventory_group_id, id) VALUES\n  {};",
                rows.join(", ")
            )
            .unwrap();
        }
        self.out.push_str("COMMIT;\n");
        writeln!(
            self.out,
            "{tag} SELECT RELEASE_LOCK(CONCAT('pool_refill:', {}, ':', {}, ':', {}));\n",
            k.shop, k.item, k.group
        )
        .unwrap();
    }

    fn report(&mut self) {
        let tag = self.tag(REPORT_TAGS);
        let shop = self.rng.range(1, 250_000);
        let days = self.rng.range(1, 30);
        match self.rng.range(0, 4) {
            0 => writeln!(
                self.out,
                "-- holds per location, with the ledger beside them\n{tag}\nSELECT rq.inventory_group_id, il.location_id, SUM(rq.quantity) AS held, COUNT(*) AS holds, MAX(il.available) AS available\nFROM reserved_quantities AS rq\nJOIN inventory_levels AS il ON il.shop_id = rq.shop_id AND il.inventory_item_id = rq.inventory_item_id AND il.location_id = rq.inventory_group_id\nWHERE rq.shop_id = {shop} AND rq.expires_at > NOW()\nGROUP BY rq.inventory_group_id, il.location_id\nHAVING SUM(rq.quantity) > {}\nORDER BY held DESC\nLIMIT {};\n",
                self.rng.range(0, 20),
                self.rng.range(10, 200)
            ),
            1 => writeln!(
                self.out,
                "{tag} SELECT p.inventory_item_id, p.pooled, COALESCE(h.held, 0) AS held\nFROM (SELECT inventory_item_id, COUNT(*) AS pooled FROM reservation_units WHERE shop_id = {shop} GROUP BY inventory_item_id) AS p\nLEFT JOIN (SELECT inventory_item_id, SUM(quantity) AS held FROM reserved_quantities WHERE shop_id = {shop} GROUP BY inventory_item_id) AS h\n  ON h.inventory_item_id = p.inventory_item_id\nWHERE p.pooled < {}\nORDER BY p.pooled ASC, held DESC\nLIMIT 100;\n",
                self.rng.range(5, 100)
            ),
            2 => writeln!(
                self.out,
                "{tag} SELECT DATE(a.created_at) AS day, a.reason, COUNT(DISTINCT a.reference) AS orders, SUM(-a.delta) AS units,\n  CASE WHEN SUM(-a.delta) > {} THEN 'flash' ELSE 'normal' END AS traffic\nFROM inventory_adjustments AS a\nWHERE a.shop_id IN (SELECT s.id FROM shops AS s WHERE s.plan = '{}' AND s.pod_id = {})\n  AND a.created_at >= NOW() - INTERVAL {days} DAY\nGROUP BY DATE(a.created_at), a.reason\nORDER BY day DESC;\n",
                self.rng.range(100, 10000),
                self.rng.pick(&["basic", "plus", "enterprise"]),
                self.rng.range(1, 64)
            ),
            3 => writeln!(
                self.out,
                "{tag} SELECT il.inventory_item_id, il.location_id, il.available,\n  il.available - COALESCE((SELECT SUM(rq.quantity) FROM reserved_quantities AS rq WHERE rq.shop_id = il.shop_id AND rq.inventory_item_id = il.inventory_item_id AND rq.inventory_group_id = il.location_id), 0) AS sellable\nFROM inventory_levels AS il\nWHERE il.shop_id = {shop} AND il.updated_at > NOW() - INTERVAL {days} DAY AND il.available BETWEEN {} AND {}\nORDER BY sellable ASC\nLIMIT 500;\n",
                self.rng.range(0, 10),
                self.rng.range(11, 5000)
            ),
            _ => writeln!(
                self.out,
                "{tag} SELECT rq.checkout_id, rq.quantity, TIMESTAMPDIFF(SECOND, rq.created_at, NOW()) AS age_s,\n  ROW_NUMBER() OVER (PARTITION BY rq.inventory_item_id ORDER BY rq.created_at) AS position_in_line\nFROM reserved_quantities AS rq\nWHERE rq.shop_id = {shop} AND rq.inventory_item_id = {}\nORDER BY rq.created_at\nLIMIT 200;\n",
                self.rng.range(1, 9_000_000_000)
            ),
        }
        .unwrap();
    }

    /// Ledger maintenance: plain updates (autocommit).
    fn ledger_update(&mut self) {
        let k = self.key();
        let col = *self.rng.pick(LEDGER_COLUMNS);
        let d = self.rng.range(1, 500);
        writeln!(
            self.out,
            "/* conn_tag:admin_adjust */ UPDATE inventory_levels SET {col} = {col} + {d}, updated_at = NOW(6)\n  WHERE shop_id = {} AND inventory_item_id = {} AND location_id = {};\n",
            k.shop, k.item, k.group
        )
        .unwrap();
    }

    /// A deliberate trap from the published system (or a neighbour of one).
    fn trap(&mut self) {
        let k = self.key();
        let f = self.key_filter(k, "", false);
        let tag = self.tag(CHECKOUT_TAGS);
        match self.rng.range(0, 7) {
            // PL001: isolation line dropped by a refactor.
            0 => self.reserve(true),
            // PL003: hold first, units second.
            1 => self.release(true),
            // PL004: guarded decrement on the ledger row.
            2 => self.claim(true),
            // PL006: SKIP LOCKED scan without LIMIT.
            3 => {
                self.set_rc();
                self.start();
                writeln!(
                    self.out,
                    "{tag} SELECT id FROM reservation_units WHERE {f} FOR UPDATE SKIP LOCKED;\nCOMMIT;\n"
                )
                .unwrap();
            }
            // PL007: counting free units with SKIP LOCKED.
            4 => {
                self.set_rc();
                self.start();
                writeln!(
                    self.out,
                    "{tag} SELECT COUNT(*) AS free_units FROM reservation_units WHERE {f} FOR UPDATE SKIP LOCKED;\nCOMMIT;\n"
                )
                .unwrap();
            }
            // PL008: NOWAIT on a queue head.
            5 => {
                self.set_rc();
                self.start();
                writeln!(
                    self.out,
                    "{tag} SELECT id FROM reservation_units WHERE {f} ORDER BY id LIMIT 1 FOR UPDATE NOWAIT;\nCOMMIT;\n"
                )
                .unwrap();
            }
            // PL005: check-then-act on the ledger; PL002: SET TRANSACTION too late.
            6 => {
                self.start();
                if self.rng.chance(50) {
                    self.out
                        .push_str("SET TRANSACTION ISOLATION LEVEL READ COMMITTED;\n");
                }
                writeln!(
                    self.out,
                    "SELECT available FROM inventory_levels WHERE shop_id = {} AND inventory_item_id = {} AND location_id = {};\nUPDATE inventory_levels SET available = {} WHERE shop_id = {} AND inventory_item_id = {} AND location_id = {};\nCOMMIT;\n",
                    k.shop,
                    k.item,
                    k.group,
                    self.rng.range(0, 100),
                    k.shop,
                    k.item,
                    k.group
                )
                .unwrap();
            }
            // PL010 (schema known): locking read by unit id alone, suppressed.
            _ => {
                self.set_rc();
                self.start();
                writeln!(
                    self.out,
                    "-- poolctl: ignore locking-read-off-primary-key admin tool, one row by id\n{tag} SELECT shop_id FROM reservation_units WHERE id = {} LIMIT 1 FOR UPDATE;\nCOMMIT;\n",
                    self.rng.range(1, 5_000_000)
                )
                .unwrap();
            }
        }
    }

    /// One unit of application SQL, by a realistic mix.
    fn unit(&mut self) {
        match self.rng.range(0, 99) {
            0..=29 => self.reserve(false),
            30..=41 => self.cart(),
            42..=54 => self.claim(false),
            55..=62 => self.release(false),
            63..=69 => self.expiry(),
            70..=77 => self.refill(),
            78..=89 => self.report(),
            90..=95 => self.ledger_update(),
            _ => self.trap(),
        }
    }
}

const SCHEMA: &str = "-- pool schema (as poolctl's migrations create it)
CREATE TABLE reservation_units (
  shop_id BIGINT NOT NULL,
  inventory_item_id BIGINT NOT NULL,
  inventory_group_id BIGINT NOT NULL,
  id BIGINT NOT NULL,
  created_at DATETIME(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
  PRIMARY KEY (shop_id, inventory_item_id, inventory_group_id, id)
) ENGINE=InnoDB;
CREATE TABLE reserved_quantities (
  shop_id BIGINT NOT NULL,
  checkout_id VARCHAR(64) NOT NULL,
  inventory_item_id BIGINT NOT NULL,
  inventory_group_id BIGINT NOT NULL,
  quantity INT NOT NULL,
  created_at DATETIME(6) NOT NULL,
  expires_at DATETIME(6) NOT NULL,
  PRIMARY KEY (shop_id, checkout_id, inventory_item_id, inventory_group_id)
) ENGINE=InnoDB;
-- the ledger, as the application defines it
CREATE TABLE inventory_levels (
  shop_id BIGINT NOT NULL,
  inventory_item_id BIGINT NOT NULL,
  location_id BIGINT NOT NULL,
  available INT NOT NULL DEFAULT 0,
  on_hand INT NOT NULL DEFAULT 0,
  committed INT NOT NULL DEFAULT 0,
  incoming INT NOT NULL DEFAULT 0,
  updated_at DATETIME(6) NOT NULL,
  PRIMARY KEY (shop_id, inventory_item_id, location_id)
) ENGINE=InnoDB;
";

const DIRS: &[&str] = &[
    "app/checkout",
    "app/cart",
    "app/orders",
    "jobs/replenishment",
    "jobs/expiry",
    "reports",
    "admin",
];

/// The corpus: files of about `FILE_BYTES`, at least `CORPUS_BYTES` in all.
fn corpus() -> Vec<SourceFile> {
    let mut g = Gen {
        rng: Rng(SEED),
        out: String::new(),
    };
    let mut files = vec![SourceFile::new("db/migrations/V1__pool.sql", SCHEMA)];
    let mut total = SCHEMA.len();
    let mut n = 0;
    while total < CORPUS_BYTES {
        g.out.clear();
        writeln!(
            g.out,
            "/*\n * generated queries, batch {n}\n * owner: inventory-platform\n */\n"
        )
        .unwrap();
        while g.out.len() < FILE_BYTES {
            g.unit();
        }
        total += g.out.len();
        let dir = DIRS[n % DIRS.len()];
        files.push(SourceFile::new(
            format!("{dir}/queries_{n:04}.sql"),
            g.out.clone(),
        ));
        n += 1;
    }
    files
}

fn mb(bytes: usize) -> f64 {
    bytes as f64 / (1024.0 * 1024.0)
}

fn median(v: &mut [Duration]) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn median_f64(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn parse_only(files: &[SourceFile]) -> usize {
    let dialect = MySqlDialect {};
    let mut statements = 0;
    for f in files {
        match Parser::parse_sql(&dialect, &f.text) {
            Ok(ast) => statements += black_box(ast).len(),
            Err(e) => panic!("the parse-only baseline cannot parse {}: {e}", f.path),
        }
    }
    statements
}

/// Peak resident memory of this process so far (Linux), for the big file.
fn peak_rss_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

/// The corpus repeated into one file of about [`BIG_FILE_BYTES`].
fn big_file(files: &[SourceFile]) -> String {
    let mut big = String::with_capacity(BIG_FILE_BYTES + FILE_BYTES);
    'fill: loop {
        for f in files {
            big.push_str(&f.text);
            big.push('\n');
            if big.len() >= BIG_FILE_BYTES {
                break 'fill;
            }
        }
    }
    big
}

/// Where the lint's memory goes (one thread), counted beside the text: the
/// streamed run (`lint`) on the first quarter, half and whole of the big
/// file (its peak must not grow with the file), then the facts a whole
/// program keeps (`build_program`, which the streamed run never holds).
fn memory_profile(big: &str) {
    let options = Options {
        jobs: 1,
        ..Options::default()
    };
    for part in [4, 2, 1] {
        let mut cut = big.len() / part;
        while !big.is_char_boundary(cut) {
            cut -= 1;
        }
        let input = vec![SourceFile::new(
            "dump/all_queries.sql",
            big[..cut].to_string(),
        )];
        LIVE.store(0, Ordering::Relaxed);
        PEAK.store(0, Ordering::Relaxed);
        // The text was read before counting starts: what is counted is the
        // facts and the work, beside the text itself.
        COUNTING.store(true, Ordering::Relaxed);
        let t = Instant::now();
        let report = lint(input, &options);
        let e = t.elapsed().as_secs_f64();
        let peak = peak_mb();
        COUNTING.store(false, Ordering::Relaxed);
        println!(
            "memory, lint (streamed, window {} statements) on {:.2} MB ({} statements, {} findings, {e:.1} s): \
             peak {peak:.1} MB beside the text",
            options.window,
            mb(cut),
            report.statements,
            report.diagnostics.len(),
        );
        drop(report);
    }
    let input = vec![SourceFile::new("dump/all_queries.sql", big.to_string())];
    LIVE.store(0, Ordering::Relaxed);
    PEAK.store(0, Ordering::Relaxed);
    COUNTING.store(true, Ordering::Relaxed);
    let program = build_program(input, &options);
    let (kept, build_peak) = (live_mb(), peak_mb());
    let n = program.statements.len();
    COUNTING.store(false, Ordering::Relaxed);
    println!(
        "memory, the same {:.2} MB as one whole program ({n} statements, {} transactions; tests and \
         this benchmark only): build_program peak {build_peak:.0} MB, keeps {kept:.0} MB of facts \
         ({:.0} bytes per statement)",
        mb(big.len()),
        program.transactions.len(),
        kept * 1024.0 * 1024.0 / n as f64,
    );
    drop(program);
}

fn main() {
    let files = corpus();
    let bytes: usize = files.iter().map(|f| f.text.len()).sum();
    println!(
        "corpus: {:.2} MB in {} files (~{} KB each), seed {SEED:#x}",
        mb(bytes),
        files.len(),
        FILE_BYTES / 1024
    );
    if std::env::var_os("LINT_BENCH_MEMORY_ONLY").is_some() {
        let big = big_file(&files);
        drop(files);
        memory_profile(&big);
        cli_peak_memory(&big);
        return;
    }

    let single = Options {
        jobs: 1,
        ..Options::default()
    };
    if let Ok(what) = std::env::var(CHILD) {
        // One run of `what` under valgrind, for `instructions` (below).
        match what.as_str() {
            "parse" => {
                black_box(parse_only(&files));
            }
            "lint" => {
                black_box(lint(files.clone(), &single));
            }
            "none" => {
                black_box(files.clone());
            }
            other => panic!("{CHILD}={other:?}: parse, lint or none"),
        }
        return;
    }
    if std::env::var_os("LINT_BENCH_INSTRUCTIONS").is_some() {
        instructions();
        return;
    }
    if let Some(n) = std::env::var_os("LINT_BENCH_PROFILE") {
        // For a profiler: only lint, one thread, N rounds (default 3).
        let rounds: usize = n.to_str().and_then(|s| s.parse().ok()).unwrap_or(3);
        for _ in 0..rounds {
            let t = Instant::now();
            let report = lint(files.clone(), &single);
            println!("lint (1 thread) {:.3} s", t.elapsed().as_secs_f64());
            black_box(report);
        }
        return;
    }
    let stages_only = std::env::var_os("LINT_BENCH_STAGES").is_some();
    let mut parse_times = Vec::new();
    let mut lint_times = Vec::new();
    let mut parallel_times = Vec::new();
    // This process's CPU time beside the wall time of the one-thread runs:
    // not moved by the waits for a core that a shared machine adds.
    let (mut parse_cpu, mut lint_cpu) = (Vec::new(), Vec::new());
    let pid = std::process::id();
    let mut parsed_statements = 0;
    let mut linted_statements = 0;
    let mut findings = BTreeMap::new();
    let mut diagnostics = 0;
    let rounds = std::env::var("LINT_BENCH_ROUNDS")
        .ok()
        .and_then(|n| n.parse::<usize>().ok())
        .filter(|&n| n > 0)
        .unwrap_or(ROUNDS);
    for round in 0..if stages_only { 0 } else { rounds } {
        // Alternate which goes first, so neither always runs on a warm cache.
        for which in if round % 2 == 0 { [0, 1, 2] } else { [2, 1, 0] } {
            if which == 0 {
                let (t, c) = (Instant::now(), cpu_secs(pid));
                parsed_statements = parse_only(&files);
                parse_times.push(t.elapsed());
                parse_cpu.push(Duration::from_secs_f64(cpu_secs(pid) - c));
            } else if which == 2 {
                // Files in parallel, one thread per core.
                let input = files.clone();
                let t = Instant::now();
                let report = lint(input, &Options::default());
                parallel_times.push(t.elapsed());
                drop(report);
            } else {
                let input = files.clone();
                let (t, c) = (Instant::now(), cpu_secs(pid));
                let report = lint(input, &single);
                lint_times.push(t.elapsed());
                lint_cpu.push(Duration::from_secs_f64(cpu_secs(pid) - c));
                linted_statements = report.statements;
                diagnostics = report.diagnostics.len();
                findings.clear();
                for d in &report.diagnostics {
                    *findings.entry(d.rule.name).or_insert(0usize) += 1;
                }
                drop(report);
            }
        }
        println!(
            "round {}: parse-only {:.3} s, lint (1 thread) {:.3} s, lint (parallel) {:.3} s",
            round + 1,
            parse_times[round].as_secs_f64(),
            lint_times[round].as_secs_f64(),
            parallel_times[round].as_secs_f64()
        );
    }
    if stages_only {
        stages(&files, &single);
        return;
    }
    assert_eq!(
        parsed_statements, linted_statements,
        "lint and the baseline split the corpus into different statements"
    );
    // Each round's own ratios: its three runs are side by side in time, so
    // a drift of the machine's speed between rounds cancels out of them.
    let paired = |a: &[Duration], b: &[Duration]| -> Vec<f64> {
        a.iter()
            .zip(b)
            .map(|(x, y)| x.as_secs_f64() / y.as_secs_f64())
            .collect()
    };
    let mut lint_ratios = paired(&lint_times, &parse_times);
    let mut cpu_ratios = paired(&lint_cpu, &parse_cpu);
    let mut speedups = paired(&lint_times, &parallel_times);
    let p = median(&mut parse_times).as_secs_f64();
    let l = median(&mut lint_times).as_secs_f64();
    let par = median(&mut parallel_times).as_secs_f64();
    println!("statements: {linted_statements}");
    println!("findings: {diagnostics}");
    for (rule, n) in &findings {
        println!("  {rule}: {n}");
    }
    println!(
        "parse-only: median {p:.3} s over {rounds} rounds, {:.2} MB/s",
        mb(bytes) / p
    );
    println!(
        "lint:       median {l:.3} s over {rounds} rounds, {:.2} MB/s",
        mb(bytes) / l
    );
    println!(
        "ratio lint/parse-only: {:.2} (goal <= 1.30); lint goal >= 5 MB/s: {}",
        l / p,
        if mb(bytes) / l >= 5.0 {
            "met"
        } else {
            "MISSED"
        }
    );
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!(
        "lint, files in parallel ({threads} threads): median {par:.3} s, {:.2} MB/s; speed-up over 1 thread {:.2}x (goal >= 1.70)",
        mb(bytes) / par,
        l / par
    );
    // Shown in round order, then sorted for the median.
    let show = |v: &mut [f64]| {
        let rounds: Vec<String> = v.iter().map(|r| format!("{r:.2}")).collect();
        (rounds.join(", "), median_f64(v))
    };
    let ((lint_rounds, lint_median), (speedup_rounds, speedup_median)) =
        (show(&mut lint_ratios), show(&mut speedups));
    println!(
        "paired, each round's own ratio: lint/parse-only {lint_rounds} (median {lint_median:.2}, goal <= 1.30); \
         speed-up in parallel {speedup_rounds} (median {speedup_median:.2}x, goal >= 1.70)"
    );
    let (pc, lc) = (
        median(&mut parse_cpu).as_secs_f64(),
        median(&mut lint_cpu).as_secs_f64(),
    );
    let (cpu_rounds, cpu_median) = show(&mut cpu_ratios);
    println!(
        "CPU time of this process (utime + stime, 10 ms ticks; waits for a core not in it): \
         parse-only median {pc:.2} s, lint (1 thread) median {lc:.2} s, ratio {:.2}; \
         paired {cpu_rounds} (median {cpu_median:.2}, goal <= 1.30)",
        lc / pc
    );
    if std::env::var_os("LINT_BENCH_QUICK").is_some() {
        return;
    }
    stages(&files, &single);
    big_file_runs(&files, &single, mb(bytes) / l);
}

/// The child mode of [`instructions`]: `parse`, `lint` or `none`.
const CHILD: &str = "LINT_BENCH_CHILD";

/// Instructions executed by parse-only and by lint (one thread) on the
/// corpus, counted by valgrind (`cachegrind`, no cache simulation): this
/// process run again under it three times, generating the corpus and then
/// parsing it, linting it or nothing; each count less the third's. Exact
/// and the same in every run, whatever else the machine does: the figure
/// to compare two builds by on a shared machine, beside the times (which
/// instructions do not replace: cache misses and allocation cost time
/// they do not count).
fn instructions() {
    let exe = std::env::current_exe().expect("this benchmark's own path");
    let count = |what: &str| -> u64 {
        let t = Instant::now();
        let out = std::process::Command::new("valgrind")
            .args([
                "--tool=cachegrind",
                "--cache-sim=no",
                "--cachegrind-out-file=/dev/null",
            ])
            .arg(&exe)
            .arg("--bench")
            .env(CHILD, what)
            .output()
            .unwrap_or_else(|e| panic!("valgrind (Debian package valgrind) cannot run: {e}"));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "valgrind on {what} failed:\n{stderr}");
        let refs = stderr
            .lines()
            .find_map(|l| {
                l.split_once("I   refs:")
                    .or_else(|| l.split_once("I refs:"))
            })
            .map(|(_, n)| n.trim().replace(',', ""))
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("no instruction count in valgrind's output:\n{stderr}"));
        println!(
            "  {what}: {refs} instructions ({:.0} s under valgrind)",
            t.elapsed().as_secs_f64()
        );
        refs
    };
    println!(
        "instructions (valgrind --tool=cachegrind --cache-sim=no; the corpus' generation subtracted):"
    );
    let none = count("none");
    let parse = count("parse") - none;
    let linted = count("lint") - none;
    println!(
        "instructions: parse-only {parse}, lint (1 thread) {linted}, ratio lint/parse-only {:.3} (exact; goal for time <= 1.30)",
        linted as f64 / parse as f64
    );
}

/// Where lint's time goes: one round of the pipeline's stages.
fn stages(files: &[SourceFile], single: &Options) {
    let t = Instant::now();
    for f in files {
        let mut buf = Vec::new();
        let _ = Tokenizer::new(&MySqlDialect {}, &f.text)
            .with_unescape(false)
            .tokenize_with_location_into_buf(&mut buf);
        black_box(buf);
    }
    let tokenize = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let scanned: Vec<_> = files
        .iter()
        .map(|f| poolctl::lint::syntax::scan::scan(&f.text))
        .collect();
    let scan = t.elapsed().as_secs_f64();
    // The parser alone on the scanned statements' tokens (scanned again, untimed).
    let rescanned: Vec<_> = files
        .iter()
        .map(|f| poolctl::lint::syntax::scan::scan(&f.text))
        .collect();
    let token_lists: Vec<_> = rescanned
        .into_iter()
        .flat_map(|s| s.statements)
        .filter(|r| matches!(r.kind, TokenKind::Parse | TokenKind::ImplicitCommit))
        .map(|r| r.tokens)
        .collect();
    let t = Instant::now();
    for tokens in token_lists {
        let dialect = MySqlDialect {};
        let mut parser = Parser::new(&dialect).with_tokens_with_locations(tokens);
        let _ = black_box(parser.parse_statement());
    }
    let parse = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let mut created = Vec::new();
    for (i, (f, s)) in files.iter().zip(scanned).enumerate() {
        for raw in s.statements {
            black_box(poolctl::lint::facts::analyze::analyze(
                i,
                &f.text,
                raw,
                &mut created,
                &[],
            ));
        }
    }
    let analyze = t.elapsed().as_secs_f64();
    let input = files.to_vec();
    let t = Instant::now();
    let program = poolctl::lint::build_program(input, single);
    let build = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let mut n = 0;
    let mut per_rule = String::new();
    for (rule, _) in &Options::default().rules {
        let r = Instant::now();
        n += rule.findings_in(&program).len();
        let _ = write!(
            per_rule,
            " {} {:.3} s,",
            rule.name,
            r.elapsed().as_secs_f64()
        );
    }
    black_box(n);
    let rules = t.elapsed().as_secs_f64();
    println!(
        "rules, one by one on the whole program:{}",
        per_rule.trim_end_matches(',')
    );
    drop(program);
    println!(
        "stages (one round): tokenize {tokenize:.3} s | scan (tokenize + split + rewrite) {scan:.3} s | \
         analyze {analyze:.3} s (of which sqlparser's parse {parse:.3} s) | build_program (scan + analyze + transactions) {build:.3} s | \
         rules {rules:.3} s"
    );
}

/// Linearity and memory: the corpus repeated into one 100 MB file.
fn big_file_runs(files: &[SourceFile], single: &Options, lint_mb_s: f64) {
    let big = big_file(files);
    let big_bytes = big.len();
    let input = vec![SourceFile::new("dump/all_queries.sql", big.clone())];
    let t = Instant::now();
    let report = lint(input, single);
    let big_time = t.elapsed().as_secs_f64();
    let rss = peak_rss_mb();
    println!(
        "lint, one {:.2} MB file: {big_time:.3} s, {:.2} MB/s ({} statements, {} findings; one round){}",
        mb(big_bytes),
        mb(big_bytes) / big_time,
        report.statements,
        report.diagnostics.len(),
        rss.map(|m| format!(
            "; this process's peak RSS so far {m:.0} MB (the corpus and copies included)"
        ))
        .unwrap_or_default()
    );
    println!(
        "  vs the 100 KB files: {:.2} of lint's median MB/s",
        (mb(big_bytes) / big_time) / lint_mb_s
    );
    drop(report);
    // The baseline on the same file, for comparison (one round).
    let t = Instant::now();
    let n = Parser::parse_sql(&MySqlDialect {}, &big)
        .expect("the baseline parses the big file")
        .len();
    let big_parse = t.elapsed().as_secs_f64();
    println!(
        "parse-only, the same {:.2} MB file: {big_parse:.3} s, {:.2} MB/s ({n} statements; one round); \
         ratio lint/parse-only {:.2}",
        mb(big_bytes),
        mb(big_bytes) / big_parse,
        big_time / big_parse
    );
    memory_profile(&big);
    cli_peak_memory(&big);
}

/// `poolctl lint` on the 100 MB file as a user runs it, under
/// `/usr/bin/time -v`: its peak resident memory (goal <= 300 MB).
fn cli_peak_memory(big: &str) {
    let dir = std::env::temp_dir().join(format!("poolctl-lint-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let path = dir.join("all_queries.sql");
    std::fs::write(&path, big).expect("writing the big file");
    let out = std::process::Command::new("/usr/bin/time")
        .arg("-v")
        .arg(env!("CARGO_BIN_EXE_poolctl"))
        .args(["--format", "json", "lint"])
        .arg(&path)
        .env_remove("POOLCTL_CONFIG")
        .current_dir(&dir)
        .output();
    if let Some(keep) = std::env::var_os("POOLCTL_BENCH_KEEP_BIG") {
        let _ = std::fs::copy(&path, keep);
    }
    let _ = std::fs::remove_dir_all(&dir);
    let Ok(out) = out else {
        println!(
            "poolctl lint, the same file: /usr/bin/time not available, peak memory not measured"
        );
        return;
    };
    let stderr = String::from_utf8_lossy(&out.stderr);
    let field = |name: &str| {
        stderr
            .lines()
            .find_map(|l| l.trim().strip_prefix(name))
            .map(|v| v.trim().to_string())
            .unwrap_or_default()
    };
    let kb: f64 = field("Maximum resident set size (kbytes):")
        .parse()
        .unwrap_or(0.0);
    println!(
        "poolctl lint (the binary, files in parallel), the same {:.2} MB file: wall {}, peak RSS {:.0} MB (goal <= 300 MB: {})",
        mb(big.len()),
        field("Elapsed (wall clock) time (h:mm:ss or m:ss):"),
        kb / 1024.0,
        if kb / 1024.0 <= 300.0 {
            "met"
        } else {
            "MISSED"
        }
    );
}
