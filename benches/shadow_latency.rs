//! Shadow mode's added latency per reserve: the reference library's
//! reserve of one unit on the pool alone (`Db::reserve`) against the same
//! reserve written to both stores (`Shadow::reserve`) with Redis deciding
//! (`shadow`: Redis first, then the pool) and with the pool deciding
//! (`mysql`: the pool first, then Redis), p50 and p99 side by side; and
//! the legacy store's leg alone (`redis`: only Redis written), the second
//! store's own cost.
//!
//! POOLS full pools (ledger 1,000,000, 1,000 rows) and their counters
//! under a key layout of the bench's own; each checkout reserves one unit
//! of a random pool and releases it (so the pools stay full), and only the
//! reserve is timed. ROUNDS rounds, each running the four variants one
//! after another in a rotated order, CHECKOUTS checkouts each, on one
//! connection; each round prints its own percentiles and ratios, then the
//! medians over the rounds.
//!
//! Needs a MariaDB (POOLCTL_BENCH_URL, else POOLCTL_TEST_URL: e.g.
//! `$(scripts/mariadb.sh url bench)`; creates and drops the database
//! `poolctl_bench_shadow_latency`) and a Redis (POOLCTL_BENCH_REDIS_URL,
//! else POOLCTL_TEST_REDIS_URL). Sizes: POOLCTL_BENCH_POOLS (default 100),
//! POOLCTL_BENCH_ROUNDS (5), POOLCTL_BENCH_CHECKOUTS (1,000).
//!
//! Run with `cargo bench --bench shadow_latency`.

mod common;

use common::{BenchDb, DEL_ALL, SET_ALL, env_num};
use hdrhistogram::Histogram;
use mysql::prelude::Queryable;
use poolctl::config::layers::Section;
use poolctl::config::{
    ConnectOverrides, LedgerMapping, Origin, PoolSettings, RedisUrl, Settings, TableNames,
};
use poolctl::cutover::sql::CutoverSql;
use poolctl::db::{Db, Redis, Require, Shadow};
use poolctl::pool::PoolKey;
use poolctl::pool::sql::PoolSql;
use poolctl::reserve::{Line, ReserveOptions, ReserveSql};
use poolctl::shadow::dual::Answer;
use poolctl::shadow::layout::Layout;
use std::time::Instant;

const DB: &str = "poolctl_bench_shadow_latency";
const CAP: u64 = 1000;
const LEDGER: i64 = 1_000_000;
const PREFIX: &str = "poolctl_bench_latency";

/// Delete every key of the bench's layout.
fn clean(redis: &mut Redis) {
    let keys = redis.scan(&format!("{PREFIX}:*")).unwrap();
    for k in keys.chunks(1000) {
        redis.script(DEL_ALL, k, &[], "cleaning up").unwrap();
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Variant {
    Pool,
    Shadow,
    Mysql,
    Redis,
}

impl Variant {
    fn name(self) -> &'static str {
        match self {
            Variant::Pool => "pool alone",
            Variant::Shadow => "shadow (Redis decides)",
            Variant::Mysql => "mysql (pool decides)",
            Variant::Redis => "redis (Redis alone)",
        }
    }
}

struct Bench {
    db: Db,
    reserve: ReserveSql,
    pool: PoolSql,
    opts: ReserveOptions,
    layout: Layout,
    redis: RedisUrl,
    pools: u64,
    checkouts: u64,
    run: u64,
}

impl Bench {
    /// One variant's `checkouts`: the reserve latencies in microseconds.
    fn run(&mut self, v: Variant, admin: &mut mysql::Conn) -> Histogram<u64> {
        let state = match v {
            Variant::Mysql => "mysql",
            Variant::Redis => "redis",
            _ => "shadow",
        };
        admin
            .query_drop(format!("UPDATE {DB}.pool_cutover SET state = '{state}'"))
            .unwrap();
        let mut shadow = Shadow::new(
            self.redis.clone(),
            self.layout.clone(),
            CutoverSql::new(&TableNames::default()),
            "bench",
        );
        let mut h = Histogram::<u64>::new(3).unwrap();
        for _ in 0..self.checkouts {
            self.run += 1;
            let checkout = format!("co-{}", self.run);
            let key = PoolKey {
                shop: 1,
                item: 1 + fastrand::u64(..self.pools),
                location: 1,
            };
            let lines = [Line { key, quantity: 1 }];
            let (db, reserve, pool, opts) = (&mut self.db, &self.reserve, &self.pool, &self.opts);
            let t = Instant::now();
            if v == Variant::Pool {
                db.reserve(reserve, pool, &checkout, &lines, opts).unwrap();
                h.record(t.elapsed().as_micros() as u64).unwrap();
                db.release(reserve, &checkout, &key, &opts.retry).unwrap();
            } else {
                let d = shadow
                    .reserve(db, reserve, pool, &checkout, &lines, opts)
                    .unwrap();
                h.record(t.elapsed().as_micros() as u64).unwrap();
                assert_eq!(d.answer, Answer::Granted(1));
                assert!(d.disagreement.is_none() && d.redis_error.is_none(), "{d:?}");
                assert_eq!(d.keys[0].2.is_some(), v != Variant::Redis, "{d:?}");
                shadow
                    .release(db, reserve, &checkout, &[key], &opts.retry)
                    .unwrap();
            }
        }
        shadow.flush(&mut self.db).unwrap();
        h
    }
}

fn ms(us: u64) -> f64 {
    us as f64 / 1000.0
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let pools = env_num("POOLCTL_BENCH_POOLS", 100).max(1);
    let rounds = env_num("POOLCTL_BENCH_ROUNDS", 5).max(1);
    let checkouts = env_num("POOLCTL_BENCH_CHECKOUTS", 1000).max(1);
    let redis_url = std::env::var("POOLCTL_BENCH_REDIS_URL")
        .or_else(|_| std::env::var("POOLCTL_TEST_REDIS_URL"))
        .expect("set POOLCTL_BENCH_REDIS_URL (or POOLCTL_TEST_REDIS_URL), e.g. $(scripts/redis.sh url bench)");
    let redis_url = RedisUrl::parse(&redis_url, Origin::Env).unwrap();
    let (bench_db, mut admin) = BenchDb::fresh(DB, CAP);
    eprintln!("loading {pools} pools of {CAP} rows and their counters ...");
    BenchDb::load_full_pools(&mut admin, pools, CAP, LEDGER);
    let layout = Layout::resolve(
        &Section::default()
            .with(
                "counter_key",
                format!("{PREFIX}:inv:{{shop}}:{{item}}:{{location}}"),
            )
            .with(
                "hold_key",
                format!("{PREFIX}:hold:{{checkout}}:{{shop}}:{{item}}:{{location}}"),
            ),
    )
    .unwrap();
    let mut redis = Redis::connect(&redis_url).unwrap();
    clean(&mut redis);
    let keys: Vec<String> = (1..=pools)
        .map(|i| layout.counter.counter(1, i, 1))
        .collect();
    for k in keys.chunks(1000) {
        redis
            .script(SET_ALL, k, &vec![LEDGER; k.len()], "seeding")
            .unwrap();
    }
    let ledger = LedgerMapping::table("inventory_levels");
    let settings = PoolSettings {
        cap: CAP as u32,
        ..PoolSettings::default()
    };
    let target = Settings::load(
        None,
        ConnectOverrides {
            url: Some(bench_db.url.clone()),
            ..ConnectOverrides::default()
        },
    )
    .unwrap()
    .target()
    .unwrap();
    let mut bench = Bench {
        db: Db::connect(&target, Require::SkipLocked).unwrap(),
        reserve: ReserveSql::new(&TableNames::default(), &ledger, &settings),
        pool: PoolSql::new(&TableNames::default(), &ledger, settings.cap),
        opts: ReserveOptions {
            refill_ahead: None,
            ..ReserveOptions::default()
        },
        layout,
        redis: redis_url,
        pools,
        checkouts,
        run: 0,
    };
    // Warm up every path (statements prepared, scripts loaded).
    bench.checkouts = 50;
    let variants = [
        Variant::Pool,
        Variant::Shadow,
        Variant::Mysql,
        Variant::Redis,
    ];
    for v in variants {
        bench.run(v, &mut admin);
    }
    bench.checkouts = checkouts;

    let n = variants.len();
    let mut p50: Vec<Vec<f64>> = vec![Vec::new(); n];
    let mut p99: Vec<Vec<f64>> = vec![Vec::new(); n];
    for round in 0..rounds as usize {
        let mut h: Vec<Option<Histogram<u64>>> = vec![None; n];
        for i in 0..n {
            let at = (i + round) % n;
            h[at] = Some(bench.run(variants[at], &mut admin));
        }
        let mut line = format!("round {}:", round + 1);
        for (i, h) in h.iter().enumerate() {
            let h = h.as_ref().unwrap();
            let (a, b) = (ms(h.value_at_quantile(0.5)), ms(h.value_at_quantile(0.99)));
            p50[i].push(a);
            p99[i].push(b);
            line.push_str(&format!(
                " {} p50 {a:.3} ms p99 {b:.3} ms (x{:.2}, x{:.2});",
                variants[i].name(),
                a / p50[0][round],
                b / p99[0][round]
            ));
        }
        println!("{}", line.trim_end_matches(';'));
    }
    println!(
        "reserve latency over {rounds} rounds of {checkouts} checkouts, one connection, medians:"
    );
    let (base50, base99) = (median(p50[0].clone()), median(p99[0].clone()));
    for i in 0..n {
        let (a, b) = (median(p50[i].clone()), median(p99[i].clone()));
        println!(
            "  {:<24} p50 {a:.3} ms ({:+.3} ms, x{:.2})  p99 {b:.3} ms ({:+.3} ms, x{:.2})",
            variants[i].name(),
            a - base50,
            a / base50,
            b - base99,
            b / base99
        );
    }
    clean(&mut redis);
    bench_db.drop_database(&mut admin);
}
