//! The legacy store read in bulk for `shadow compare`, against the test
//! Redis (`scripts/test.sh` starts it): counters written under the
//! configured template are read back by pipelined `MGET` in their order
//! across batch boundaries, missing and non-numeric keys read as none, and
//! `SCAN` with the template's glob finds exactly the run's keys, each read
//! back to its ids. `poolctl shadow compare` against both stores: equal
//! stores exit 0; a counter raised, one lowered and one deleted behind the
//! library's back, and one no pool has, each show in their class (exit 1,
//! the JSON valid against its schema); Redis down or a wrong password is
//! one message, exit 2, the password never shown; `--watch` samples; across two pods sharing
//! one Redis, each pod compares its own shops and counts the other's apart.

use crate::bench_open_loop::redis_url;
use crate::util::{self, LEDGER_CONFIG, Seed, seed};
use poolctl::config::Origin;
use poolctl::config::RedisUrl;
use poolctl::db::{MGET_BATCH, Redis};
use poolctl::shadow::keys::{Kind, Template};

/// Set each key to its value, in one script call.
pub(crate) const SET_ALL: &str =
    "for i = 1, #KEYS do redis.call('SET', KEYS[i], ARGV[i]) end return #KEYS";
/// Delete the keys.
pub(crate) const DEL_ALL: &str = "for i = 1, #KEYS do redis.call('DEL', KEYS[i]) end return #KEYS";

#[test]
fn counters_are_read_in_order_across_batches_and_scanned_by_template() {
    let url = RedisUrl::parse(&redis_url(), Origin::Env).unwrap();
    let mut redis = Redis::connect(&url).unwrap();
    // A prefix of this test's own, so runs never meet.
    let prefix = format!("poolctl_test_shadow_{}", std::process::id());
    let template = Template::parse(
        &format!("{prefix}:{{shop}}:{{item}}:{{location}}"),
        Kind::Counter,
    )
    .unwrap();
    let items = (MGET_BATCH + 7) as u64;
    let keys: Vec<String> = (1..=items).map(|i| template.counter(1, i, i % 3)).collect();
    // Every tenth item has no counter.
    let set: Vec<&String> = keys
        .iter()
        .enumerate()
        .filter(|(i, _)| i % 10 != 0)
        .map(|(_, k)| k)
        .collect();
    let values: Vec<i64> = (0..set.len() as i64).map(|i| i * 2).collect();
    let set_keys: Vec<String> = set.iter().map(|k| k.to_string()).collect();
    for (chunk, vals) in set_keys.chunks(500).zip(values.chunks(500)) {
        redis.script(SET_ALL, chunk, vals, "seeding").unwrap();
    }
    let junk = format!("{prefix}:1:x:1");
    redis
        .script(SET_ALL, std::slice::from_ref(&junk), &[5], "seeding")
        .unwrap();

    let read = redis.counters(&keys).unwrap();
    assert_eq!(read.len(), keys.len());
    let mut next = values.iter();
    for (i, v) in read.iter().enumerate() {
        if i % 10 == 0 {
            assert_eq!(*v, None, "{}", keys[i]);
        } else {
            assert_eq!(*v, next.next().copied(), "{}", keys[i]);
        }
    }
    assert_eq!(redis.counters(&[]).unwrap(), Vec::<Option<i64>>::new());

    let found = redis.scan(&template.scan_pattern()).unwrap();
    assert_eq!(
        found.len(),
        set_keys.len() + 1,
        "the junk key matches the glob too"
    );
    let ids: Vec<_> = found.iter().filter_map(|k| template.read(k)).collect();
    assert_eq!(ids.len(), set_keys.len(), "the junk key reads as no ids");
    assert!(ids.iter().all(|k| k.shop == 1 && k.location == k.item % 3));

    let mut all = set_keys;
    all.push(junk);
    for chunk in all.chunks(500) {
        redis.script(DEL_ALL, chunk, &[], "cleaning up").unwrap();
    }
    assert!(redis.scan(&template.scan_pattern()).unwrap().is_empty());
}

/// One pool of the compare test: item, ledger L, pool rows P, its holds.
type Pool = (u64, i64, u64, &'static [(u32, bool)]);

const POOLS: &[Pool] = &[
    (1, 20, 20, &[]),
    (2, 30, 10, &[(5, false)]),
    (3, 10, 10, &[]),
    (4, 8, 8, &[]),
];

fn items(j: &serde_json::Value) -> Vec<(u64, String, Option<i64>)> {
    j["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["item"].as_u64().unwrap(),
                r["class"].as_str().unwrap().to_string(),
                r["gap"].as_i64(),
            )
        })
        .collect()
}

#[test]
fn compare_finds_each_counter_changed_behind_the_librarys_back() {
    let mut db = util::pool_db("sh_compare");
    let prefix = format!("poolctl_test_compare_{}", std::process::id());
    db.config_file(&format!(
        "{LEDGER_CONFIG}\n[shadow]\ncounter_key = \"{prefix}:{{shop}}:{{item}}:{{location}}\"\n"
    ));
    let seeds: Vec<Seed> = POOLS
        .iter()
        .map(|&(item, ledger, units, holds)| Seed {
            key: (1, item, 1),
            ledger: Some(ledger),
            units,
            holds,
            cap: None,
        })
        .collect();
    seed(&mut db, &seeds);
    let url = redis_url();
    let mut redis = Redis::connect(&RedisUrl::parse(&url, Origin::Env).unwrap()).unwrap();
    let key = |shop: u64, item: u64| format!("{prefix}:{shop}:{item}:1");
    let set = |redis: &mut Redis, keys: &[String], values: &[i64]| {
        redis.script(SET_ALL, keys, values, "seeding").unwrap();
    };
    // Both stores equal: each counter is L - H.
    let keys: Vec<String> = POOLS.iter().map(|p| key(1, p.0)).collect();
    set(&mut redis, &keys, &[20, 25, 10, 8]);
    let run = |db: &util::TestDb, args: &[&str]| {
        let mut cmd = db.cmd();
        cmd.env("POOLCTL_REDIS_URL", &url).args(args);
        util::Run::of(cmd)
    };
    let r = run(&db, &["--format", "json", "shadow", "compare"]);
    r.expect_code(0);
    let j = r.json();
    assert_eq!(j["totals"]["compared"], 4);
    assert_eq!(j["totals"]["equal"], 4);
    assert_eq!(j["window"]["rate"], serde_json::Value::Null);
    let row2 = &j["rows"].as_array().unwrap()[1];
    assert_eq!(
        (&row2["item"], &row2["available"], &row2["behind"]),
        (&2.into(), &25.into(), &15.into()),
        "{row2}"
    );
    let text = run(&db, &["shadow", "compare"]);
    text.expect_code(0);
    assert!(
        text.stdout
            .contains("4 item/location pair(s) compared: 4 in step, 0 drifting"),
        "{}",
        text.stdout
    );

    // Behind the library's back: item 1 raised by 3, item 2 lowered by 5,
    // item 3's counter deleted, a counter for item 9 (no pool) and one of
    // another shop (another pod's); shadow traffic with one disagreement.
    set(
        &mut redis,
        &[key(1, 1), key(1, 2), key(1, 9), key(77, 1)],
        &[23, 20, 4, 1],
    );
    redis
        .script(DEL_ALL, &[key(1, 3)], &[], "deleting")
        .unwrap();
    db.exec(
        "INSERT INTO shadow_operations (minute, shard, operations) \
         VALUES (FROM_UNIXTIME(UNIX_TIMESTAMP() DIV 60 * 60), 0, 200)",
    );
    db.exec(
        "INSERT INTO shadow_disagreements (pod, shop_id, inventory_item_id, \
         inventory_group_id, checkout_id, operation, redis_answer, mysql_answer, \
         source_of_truth) VALUES ('', 1, 1, 1, 'co-1', 'reserve', 'granted 1', \
         'refused', 'redis')",
    );
    let r = run(&db, &["--format", "json", "shadow", "compare"]);
    r.expect_code(1);
    let j = r.json();
    assert_eq!(
        items(&j),
        vec![
            (1, "redis-higher".into(), Some(3)),
            (2, "redis-lower".into(), Some(-5)),
            (3, "no-counter".into(), None),
            (9, "no-pool-row".into(), None),
            (4, "equal".into(), Some(0)),
        ]
    );
    let t = &j["totals"];
    assert_eq!(
        (
            &t["compared"],
            &t["equal"],
            &t["units_over"],
            &t["units_under"]
        ),
        (&5.into(), &1.into(), &3.into(), &5.into()),
        "{t}"
    );
    assert_eq!(j["other_shops_counters"], 1);
    assert_eq!(j["window"]["operations"], 200);
    assert_eq!(j["window"]["disagreements"], 1);
    assert_eq!(j["window"]["rate"], 0.005);
    let text = run(&db, &["shadow", "compare", "--limit", "2"]);
    text.expect_code(1);
    for want in [
        "5 item/location pair(s) compared: 1 in step, 4 drifting",
        "redis-higher",
        "oversell risk after cutover",
        "and 3 more row(s), 2 of them drifting",
        "1 counter(s) of shops this database has no pool of",
        "rate 0.5000%",
    ] {
        assert!(text.stdout.contains(want), "{want}\n{}", text.stdout);
    }

    // --watch: one document a sample, each valid against its schema.
    let r = run(
        &db,
        &[
            "--format",
            "json",
            "shadow",
            "compare",
            "--watch",
            "0.1",
            "--samples",
            "2",
        ],
    );
    r.expect_code(1);
    let samples = r.json_lines();
    assert_eq!(samples.len(), 2, "{}", r.stdout);
    for (n, s) in samples.iter().enumerate() {
        assert_eq!(s["sample"], n as u64 + 1);
        assert_eq!(s["totals"]["redis_higher"], 1);
    }

    // Redis refusing the password, and Redis not there: one message, exit 2,
    // no secret.
    let mut parsed = url::Url::parse(&url).unwrap();
    parsed.set_password(Some("wrong-secret-4711")).unwrap();
    let mut cmd = db.cmd();
    cmd.env("POOLCTL_REDIS_URL", parsed.as_str())
        .args(["shadow", "compare"]);
    let r = util::Run::of(cmd);
    r.expect_code(2);
    assert!(r.stderr.contains("refused the credentials"), "{}", r.stderr);
    assert!(!r.stderr.contains("wrong-secret-4711"), "{}", r.stderr);
    assert!(!r.stdout.contains("wrong-secret-4711"), "{}", r.stdout);
    let mut cmd = db.cmd();
    cmd.env("POOLCTL_REDIS_URL", "redis://:hidden-pw-99@127.0.0.1:1")
        .args(["shadow", "compare"]);
    let r = util::Run::of(cmd);
    r.expect_code(2);
    assert!(
        r.stderr.contains("cannot connect to Redis at"),
        "{}",
        r.stderr
    );
    assert!(!r.stderr.contains("hidden-pw-99"), "{}", r.stderr);
    let mut cmd = db.cmd();
    cmd.env_remove("POOLCTL_REDIS_URL")
        .args(["shadow", "compare"]);
    let r = util::Run::of(cmd);
    r.expect_code(2);
    assert!(r.stderr.contains("--redis-url"), "{}", r.stderr);

    let mut all: Vec<String> = POOLS.iter().map(|p| key(1, p.0)).collect();
    all.extend([key(1, 9), key(77, 1)]);
    redis.script(DEL_ALL, &all, &[], "cleaning up").unwrap();
}

#[test]
fn across_pods_sharing_one_redis_each_pod_compares_its_own_shops() {
    let prefix = format!("poolctl_test_pods_{}", std::process::id());
    let url = redis_url();
    let mut redis = Redis::connect(&RedisUrl::parse(&url, Origin::Env).unwrap()).unwrap();
    let key = |shop: u64| format!("{prefix}:{shop}:1:1");
    // Pod a holds shop 1 (in step), pod b shop 2 (Redis 2 units low).
    let dbs: Vec<util::TestDb> = [(1, "sh_pod_a"), (2, "sh_pod_b")]
        .into_iter()
        .map(|(shop, name)| {
            let mut db = util::pool_db(name);
            seed(
                &mut db,
                &[Seed {
                    key: (shop, 1, 1),
                    ledger: Some(10),
                    units: 10,
                    holds: &[],
                    cap: None,
                }],
            );
            db
        })
        .collect();
    redis
        .script(SET_ALL, &[key(1), key(2)], &[10, 8], "seeding")
        .unwrap();
    let config = dbs[0].config_file(&format!(
        "{LEDGER_CONFIG}\n[shadow]\ncounter_key = \"{prefix}:{{shop}}:{{item}}:{{location}}\"\n\
         [pods.a]\nurl_env = \"SHADOW_POD_A\"\n[pods.b]\nurl_env = \"SHADOW_POD_B\"\n"
    ));
    let mut cmd = std::process::Command::new(util::BIN);
    cmd.current_dir(config.parent().unwrap())
        .env_remove("POOLCTL_CONFIG")
        .env_remove("POOLCTL_URL")
        .env("SHADOW_POD_A", dbs[0].url())
        .env("SHADOW_POD_B", dbs[1].url())
        .env("POOLCTL_REDIS_URL", &url)
        .args(["--all-pods", "--format", "json", "shadow", "compare"]);
    let r = util::Run::of(cmd);
    r.expect_code(1);
    let mut lines = r.json_lines();
    lines.pop().expect("a summary line");
    let pods: Vec<_> = lines
        .iter()
        .map(|l| {
            let res = &l["result"];
            (
                l["pod"].as_str().unwrap().to_string(),
                l["status"].as_str().unwrap().to_string(),
                res["totals"]["compared"].as_u64(),
                res["totals"]["redis_lower"].as_u64(),
                res["other_shops_counters"].as_u64(),
            )
        })
        .collect();
    assert_eq!(
        pods,
        vec![
            ("a".into(), "ok".into(), Some(1), Some(0), Some(1)),
            ("b".into(), "findings".into(), Some(1), Some(1), Some(1)),
        ],
        "{}",
        r.stdout
    );
    redis
        .script(DEL_ALL, &[key(1), key(2)], &[], "cleaning up")
        .unwrap();
}
