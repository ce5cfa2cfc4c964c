//! The registry's series and the health board, fed events as the loop sends them.

use super::*;
use crate::replenish::book::{DRAINED_SERIES, DrainedPool, Gauges};
use crate::replenish::event::{Event, PassKind, PassTotals};
use crate::replenish::run::EventSink;

fn add(m: &Metrics, pod: Option<&str>) {
    m.pod(
        Identity {
            database: "shop",
            pod,
        },
        Freshness::new(Duration::from_secs(10), Duration::from_secs(30)),
    );
}

/// The pool every event below is about.
const K: crate::pool::PoolKey = crate::pool::PoolKey {
    shop: 9,
    item: 9,
    location: 9,
};

fn sample<'a>(text: &'a str, series: &str) -> Option<&'a str> {
    text.lines()
        .find(|l| l.starts_with(series) && l[series.len()..].starts_with(' '))
        .map(|l| l[series.len() + 1..].trim())
}

fn pass(kind: PassKind, seconds: f64) -> Event {
    Event::Pass {
        kind,
        totals: PassTotals::default(),
        seconds,
        look_seconds: 0.0,
        lag_seconds: 0.0,
        gauges: Box::default(),
    }
}

fn refilled(added: u64) -> Event {
    Event::Refilled {
        pool: K,
        added,
        before: Some(0),
        after: Some(added),
        target: Some(added),
        drained: true,
        outpaced: false,
        worker: 0,
    }
}

fn connected(link: Link, again: bool) -> Event {
    Event::Connected {
        link,
        connection: 7,
        again,
    }
}

#[test]
fn a_single_target_has_no_pod_label_and_every_series_from_the_start() {
    let m = Metrics::new();
    add(&m, None);
    let text = m.encode();
    assert_eq!(
        sample(&text, "poolctl_replenish_leader{database=\"shop\"}"),
        Some("0")
    );
    assert_eq!(
        sample(
            &text,
            "poolctl_replenish_units_added_total{database=\"shop\"}"
        ),
        Some("0")
    );
    assert_eq!(
        sample(
            &text,
            "poolctl_replenish_errors_total{database=\"shop\",kind=\"connection\"}"
        ),
        Some("0")
    );
    assert!(text.ends_with("# EOF\n"), "{text}");
    for e in [
        Event::Leader { connection: 7 },
        refilled(120),
        Event::Released {
            pool: K,
            holds: 2,
            added: 5,
        },
        Event::Skipped {
            pool: K,
            reason: "busy".into(),
            lock_busy: true,
        },
        Event::PoolFailed {
            pool: K,
            error: "x".into(),
        },
        pass(PassKind::Changes, 0.003),
    ] {
        m.event(None, &e);
    }
    let text = m.encode();
    assert_eq!(
        sample(&text, "poolctl_replenish_leader{database=\"shop\"}"),
        Some("1")
    );
    assert_eq!(
        sample(
            &text,
            "poolctl_replenish_units_added_total{database=\"shop\"}"
        ),
        Some("125")
    );
    assert_eq!(
        sample(
            &text,
            "poolctl_replenish_expired_holds_released_total{database=\"shop\"}"
        ),
        Some("2")
    );
    assert_eq!(
        sample(
            &text,
            "poolctl_replenish_lock_skips_total{database=\"shop\"}"
        ),
        Some("1")
    );
    assert_eq!(
        sample(
            &text,
            "poolctl_replenish_passes_total{database=\"shop\",kind=\"changes\",result=\"ok\"}"
        ),
        Some("1")
    );
    assert_eq!(
        sample(
            &text,
            "poolctl_replenish_pass_duration_seconds_count{database=\"shop\",kind=\"changes\"}"
        ),
        Some("1")
    );
}

#[test]
fn the_prometheus_text_format_names_counters_after_their_samples() {
    let m = Metrics::new();
    add(&m, Some("eu-1"));
    m.event(Some("eu-1"), &refilled(3));
    m.event(Some("eu-1"), &pass(PassKind::Sweep, 0.02));
    let text = m.encode_text();
    assert!(!text.contains("# EOF"), "{text}");
    assert!(
        text.contains(
            "# HELP poolctl_replenish_units_added_total Units added to pools (refills and releases).\n\
             # TYPE poolctl_replenish_units_added_total counter\n\
             poolctl_replenish_units_added_total{database=\"shop\",pod=\"eu-1\"} 3\n"
        ),
        "{text}"
    );
    assert!(
        text.contains("# TYPE poolctl_replenish_leader gauge\n"),
        "{text}"
    );
    assert!(text.contains("# TYPE poolctl_replenish_pass_duration_seconds histogram\n"));
    // Same samples as the OpenMetrics text (the process's own series by
    // name only: memory and CPU move between the two reads).
    let samples = |s: &str| -> Vec<String> {
        s.lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| match l.split_once(' ') {
                Some((name, _)) if name.starts_with("process_") => name.to_string(),
                _ => l.to_string(),
            })
            .collect()
    };
    assert_eq!(samples(&text), samples(&m.encode()));
}

#[test]
fn pods_are_labelled_and_share_one_family() {
    let m = Metrics::new();
    add(&m, Some("eu-1"));
    add(&m, Some("us-1"));
    m.event(Some("eu-1"), &refilled(3));
    m.event(Some("us-1"), &refilled(4));
    // The command's own events belong to no pod.
    m.event(None, &refilled(5));
    let text = m.encode();
    assert_eq!(
        sample(
            &text,
            "poolctl_replenish_units_added_total{database=\"shop\",pod=\"eu-1\"}"
        ),
        Some("3")
    );
    assert_eq!(
        sample(
            &text,
            "poolctl_replenish_units_added_total{database=\"shop\",pod=\"us-1\"}"
        ),
        Some("4")
    );
    assert_eq!(
        text.matches("# TYPE poolctl_replenish_units_added counter")
            .count(),
        1,
        "{text}"
    );
}

#[test]
fn health_needs_a_connection_and_a_recent_pass_from_a_leader() {
    let m = Metrics::new();
    add(&m, Some("eu-1"));
    let now = Instant::now();
    assert!(
        m.readiness(now)
            .unwrap_err()
            .contains("eu-1: not connected")
    );
    m.event(Some("eu-1"), &connected(Link::Work, false));
    assert!(
        m.readiness(now).unwrap_err().contains("not connected"),
        "the lock connection is not up yet"
    );
    m.event(Some("eu-1"), &connected(Link::Lock, false));
    assert_eq!(m.readiness(now).unwrap(), "eu-1: ok (standby)");
    m.event(Some("eu-1"), &Event::Leader { connection: 7 });
    m.event(Some("eu-1"), &pass(PassKind::Sweep, 0.005));
    assert!(m.readiness(Instant::now()).is_ok());
    let later = Instant::now() + Duration::from_secs(11);
    assert!(
        m.readiness(later)
            .unwrap_err()
            .contains("without a successful pass")
    );
    m.event(
        Some("eu-1"),
        &Event::ConnectionLost {
            link: Link::Work,
            error: "gone".into(),
            attempt: 1,
            retry_in_ms: 500,
        },
    );
    assert!(
        m.readiness(Instant::now())
            .unwrap_err()
            .contains("not connected")
    );
}

fn up(m: &Metrics) {
    m.event(None, &connected(Link::Work, false));
    m.event(None, &connected(Link::Lock, false));
}

#[test]
fn a_standby_shows_no_pool_figures_of_a_term_that_is_over() {
    let m = Metrics::new();
    add(&m, None);
    up(&m);
    let drained = Gauges {
        pools: 3,
        drained: 1,
        below_low_water: 1,
        oldest_drained: Duration::from_secs(27),
        fill_ratio: 0.5,
        longest_drained: named_drained(&[(4, 27)]),
    };
    let pass_with = |g: Gauges| Event::Pass {
        kind: PassKind::Changes,
        totals: PassTotals::default(),
        seconds: 0.001,
        look_seconds: 0.0,
        lag_seconds: 0.0,
        gauges: Box::new(g),
    };
    // A standby's pass (none should come, but) sets no pool gauge.
    m.event(None, &pass_with(drained));
    assert_eq!(
        sample(
            &m.encode(),
            "poolctl_replenish_pools_drained{database=\"shop\"}"
        ),
        None
    );
    m.event(None, &Event::Leader { connection: 7 });
    m.event(None, &pass_with(drained));
    m.event(None, &Event::Lag { seconds: 27.0 });
    let text = m.encode();
    assert_eq!(
        sample(&text, "poolctl_replenish_pools_drained{database=\"shop\"}"),
        Some("1")
    );
    assert_eq!(
        sample(&text, "poolctl_replenish_lag_seconds{database=\"shop\"}"),
        Some("27.0")
    );
    assert_eq!(sample(&text, POOL_4), Some("27.0"), "{text}");
    m.event(
        None,
        &Event::SteppedDown {
            because: crate::replenish::leader::LostBecause::NotOurs { holder: None },
        },
    );
    let text = m.encode();
    assert_eq!(
        sample(&text, "poolctl_replenish_leader{database=\"shop\"}"),
        Some("0")
    );
    for gone in [
        "pools_drained",
        "lag_seconds",
        "oldest_drained_seconds",
        "fill_ratio",
        "pools",
    ] {
        assert_eq!(
            sample(
                &text,
                &format!("poolctl_replenish_{gone}{{database=\"shop\"}}")
            ),
            None,
            "{gone}: {text}"
        );
    }
    assert_eq!(sample(&text, POOL_4), None, "{text}");
    assert!(m.readiness(Instant::now()).is_ok());
}

const POOL_4: &str = "poolctl_replenish_pool_drained_seconds{database=\"shop\",shop=\"1\",item=\"4\",location=\"1\"}";

fn named_drained(pools: &[(u64, u64)]) -> [Option<DrainedPool>; DRAINED_SERIES] {
    let mut named = [None; DRAINED_SERIES];
    for (slot, &(item, secs)) in named.iter_mut().zip(pools) {
        *slot = Some(DrainedPool {
            key: crate::pool::PoolKey {
                shop: 1,
                item,
                location: 1,
            },
            drained_for: Duration::from_secs(secs),
        });
    }
    named
}

#[test]
fn each_pool_drained_longest_has_a_series_until_it_is_refilled() {
    let m = Metrics::new();
    add(&m, None);
    up(&m);
    m.event(None, &Event::Leader { connection: 7 });
    let pass_with = |named| Event::Pass {
        kind: PassKind::Changes,
        totals: PassTotals::default(),
        seconds: 0.001,
        look_seconds: 0.0,
        lag_seconds: 0.0,
        gauges: Box::new(Gauges {
            longest_drained: named,
            ..Gauges::default()
        }),
    };
    m.event(None, &pass_with(named_drained(&[(4, 40), (9, 3)])));
    let text = m.encode();
    assert_eq!(sample(&text, POOL_4), Some("40.0"), "{text}");
    let pool_9 = POOL_4.replace("item=\"4\"", "item=\"9\"");
    assert_eq!(sample(&text, &pool_9), Some("3.0"), "{text}");
    // Pool 4 refilled: its series goes, pool 9's stays.
    m.event(None, &pass_with(named_drained(&[(9, 4)])));
    let text = m.encode();
    assert_eq!(sample(&text, POOL_4), None, "{text}");
    assert_eq!(sample(&text, &pool_9), Some("4.0"), "{text}");
}

#[test]
fn a_leader_whose_lease_ran_out_unconfirmed_is_no_leader_and_not_ready() {
    let m = Metrics::new();
    m.pod(
        Identity {
            database: "shop",
            pod: None,
        },
        Freshness::new(Duration::from_secs(10), Duration::ZERO),
    );
    up(&m);
    m.event(None, &Event::Leader { connection: 7 });
    m.event(None, &pass(PassKind::Sweep, 0.001));
    // A zero lease is over at once: nothing confirms it in time.
    assert_eq!(
        sample(&m.encode(), "poolctl_replenish_leader{database=\"shop\"}"),
        Some("0")
    );
    let why = m.readiness(Instant::now()).unwrap_err();
    assert!(why.contains("lease ran out"), "{why}");
}

#[test]
fn readiness_fails_while_passes_fail_and_liveness_while_the_loop_is_silent() {
    let m = Metrics::new();
    add(&m, None);
    up(&m);
    m.event(None, &Event::Leader { connection: 7 });
    m.event(None, &Event::LeaseConfirmed);
    m.event(None, &pass(PassKind::Sweep, 0.001));
    assert!(m.readiness(Instant::now()).is_ok());
    // Every pool it acted on failed (grants revoked): not ready.
    m.event(
        None,
        &Event::Pass {
            kind: PassKind::Changes,
            totals: PassTotals {
                failed: 2,
                ..PassTotals::default()
            },
            seconds: 0.001,
            look_seconds: 0.0,
            lag_seconds: 0.0,
            gauges: Box::default(),
        },
    );
    let why = m.readiness(Instant::now()).unwrap_err();
    assert!(why.contains("last pass failed"), "{why}");
    m.event(None, &pass(PassKind::Changes, 0.001));
    assert!(m.readiness(Instant::now()).is_ok());
    m.event(
        None,
        &Event::PassFailed {
            kind: PassKind::Changes,
            error: "x".into(),
            seconds: 0.0,
            connection_lost: false,
        },
    );
    assert!(m.readiness(Instant::now()).is_err());
    // Live all along; silent past the bound, not.
    assert!(m.liveness(Instant::now()).is_ok());
    let later = Instant::now() + Duration::from_secs(61);
    assert!(m.liveness(later).unwrap_err().contains("no sign of life"));
}

#[test]
fn the_build_and_the_process_describe_themselves_without_a_database() {
    let m = Metrics::new();
    add(&m, None);
    let text = m.encode();
    let build = text
        .lines()
        .find(|l| l.starts_with("poolctl_build_info{"))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(
        build.contains(&format!("version=\"{}\"", crate::version::VERSION)),
        "{build}"
    );
    assert!(build.contains("revision=\""), "{build}");
    assert!(build.ends_with(" 1"), "{build}");
    for p in [
        "process_cpu_seconds_total ",
        "process_resident_memory_bytes ",
        "process_start_time_seconds ",
        "process_open_fds ",
    ] {
        assert!(text.lines().any(|l| l.starts_with(p)), "{p}: {text}");
    }
    assert!(
        m.encode_text()
            .contains("# TYPE process_cpu_seconds_total counter")
    );
}

#[test]
fn a_lost_link_counts_one_error_and_its_reconnect_once_made_again() {
    let m = Metrics::new();
    add(&m, None);
    let lost = |link, attempt| Event::ConnectionLost {
        link,
        error: "gone".into(),
        attempt,
        retry_in_ms: 500,
    };
    for e in [
        connected(Link::Work, false),
        connected(Link::Lock, false),
        // The work link lost, made again at the third attempt.
        lost(Link::Work, 1),
        lost(Link::Work, 2),
        lost(Link::Work, 3),
        connected(Link::Work, true),
        // A further connection: every failure counts.
        lost(Link::Worker, 1),
        lost(Link::Worker, 2),
        connected(Link::Worker, true),
        Event::ConnectionClosed {
            link: Link::Lock,
            by_stop: true,
            error: None,
        },
    ] {
        m.event(None, &e);
    }
    let text = m.encode();
    assert_eq!(
        sample(
            &text,
            "poolctl_replenish_errors_total{database=\"shop\",kind=\"connection\"}"
        ),
        Some("3")
    );
    assert_eq!(
        sample(
            &text,
            "poolctl_replenish_reconnects_total{database=\"shop\",link=\"work\"}"
        ),
        Some("1")
    );
    assert_eq!(
        sample(
            &text,
            "poolctl_replenish_reconnects_total{database=\"shop\",link=\"worker\"}"
        ),
        Some("1")
    );
    assert_eq!(
        sample(
            &text,
            "poolctl_replenish_reconnects_total{database=\"shop\",link=\"lock\"}"
        ),
        Some("0")
    );
    assert_eq!(
        sample(&text, "poolctl_replenish_connected{database=\"shop\"}"),
        Some("0")
    );
}

#[test]
fn a_dry_run_is_connected_on_its_work_connection_alone() {
    let m = Metrics::new();
    add(&m, None);
    m.event(
        None,
        &Event::Started {
            database: "db".into(),
            low_water: 0.5,
            interval_seconds: 1.0,
            sweep_interval_seconds: 300.0,
            dry_run: true,
            once: false,
        },
    );
    m.event(None, &connected(Link::Work, false));
    assert_eq!(
        sample(
            &m.encode(),
            "poolctl_replenish_connected{database=\"shop\"}"
        ),
        Some("1")
    );
}
