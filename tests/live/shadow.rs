//! The legacy store read in bulk for `shadow compare`, against the test
//! Redis (`scripts/test.sh` starts it): counters written under the
//! configured template are read back by pipelined `MGET` in their order
//! across batch boundaries, missing and non-numeric keys read as none, and
//! `SCAN` with the template's glob finds exactly the run's keys, each read
//! back to its ids.

use crate::bench_open_loop::redis_url;
use poolctl::config::Origin;
use poolctl::config::RedisUrl;
use poolctl::db::{MGET_BATCH, Redis};
use poolctl::shadow::keys::{Kind, Template};

/// Set each key to its value, in one script call.
const SET_ALL: &str = "for i = 1, #KEYS do redis.call('SET', KEYS[i], ARGV[i]) end return #KEYS";
/// Delete the keys.
const DEL_ALL: &str = "for i = 1, #KEYS do redis.call('DEL', KEYS[i]) end return #KEYS";

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
