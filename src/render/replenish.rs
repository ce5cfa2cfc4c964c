//! `poolctl replenish` output: one line per event on stderr (text, or JSON
//! lines with `--format json`), and the report of `--once` / `--dry-run`
//! (`crate::replenish::pass_report`) on stdout as text: a dry run's plan is a
//! table of [`Column`]s.

use super::Column;
use super::refill::MAX_TABLE_ROWS;
use crate::config::defs::replenish_keys::LogFormat;
use crate::pool::PoolKey;
use crate::replenish::event::{Event, Link, LogLine, PassTotals};
use crate::replenish::leader::{LostBecause, Role};
use crate::replenish::pass_report::PassReport;
use crate::replenish::plan::{Assessment, Need};
use std::io::{self, Write};
use std::time::SystemTime;

fn pool(k: &PoolKey) -> String {
    k.to_string()
}

fn link(l: Link) -> &'static str {
    match l {
        Link::Lock => "lock connection",
        Link::Work => "work connection",
        Link::Worker => "worker connection",
    }
}

fn leader(holder: Option<u64>) -> String {
    holder
        .map(|c| format!("connection {c}"))
        .unwrap_or_else(|| "another session".into())
}

/// What a pass did, as its line and its report say it.
fn what_it_did(t: &PassTotals) -> String {
    format!(
        "{} refilled, {} expired hold(s) released, +{} rows, {} skipped, {} failed",
        t.refilled, t.released_holds, t.units_added, t.skipped, t.failed
    )
}

/// The text of one event (no time stamp, no pod).
pub fn text(e: &Event) -> String {
    match e {
        Event::Started {
            database,
            low_water,
            interval_seconds,
            sweep_interval_seconds,
            dry_run,
            once,
        } => format!(
            "started on database {database}: low water {:.0}% of target, a pass every {interval_seconds:.2}s, \
             a sweep every {sweep_interval_seconds:.0}s{}{}",
            low_water * 100.0,
            if *once { ", one pass (--once)" } else { "" },
            if *dry_run {
                ", dry run: nothing is written"
            } else {
                ""
            }
        ),
        Event::MetricsListening { addr } => {
            format!("metrics on http://{addr}/metrics, health on http://{addr}/healthz")
        }
        Event::Connected {
            link: l,
            connection,
            ..
        } => {
            format!("{} up (connection {connection})", link(*l))
        }
        Event::ConnectionLost {
            link: l,
            error,
            attempt,
            retry_in_ms,
        } => format!(
            "{} lost: {error}; reconnecting in {:.1}s (attempt {attempt})",
            link(*l),
            *retry_in_ms as f64 / 1000.0
        ),
        Event::ConnectionClosed {
            link: l,
            by_stop: true,
            ..
        } => format!(
            "{} closed by the stop (not made again): the server rolls back its open transaction \
             and frees its named locks when it sees it close",
            link(*l)
        ),
        Event::ConnectionClosed {
            link: l,
            by_stop: false,
            error,
        } => format!(
            "{} lost while stopping (not made again): {}",
            link(*l),
            error.as_deref().unwrap_or("no detail")
        ),
        Event::Leader { connection } => {
            format!("leader: holding the replenish lock (connection {connection}); acting")
        }
        Event::Standby { leader: l } => {
            format!("standby: {} leads; waiting for its lock", leader(*l))
        }
        Event::SteppedDown { because } => format!(
            "stepped down, no longer acting: {}",
            match because {
                LostBecause::ConnectionLost { error } =>
                    format!("the lock connection failed ({error})"),
                LostBecause::LeaseExpired { silent_ms } => format!(
                    "the lock was not confirmed for {:.1}s (the lease): the server may have given it away",
                    *silent_ms as f64 / 1000.0
                ),
                LostBecause::NotOurs { holder } =>
                    format!("the lock is held by {}", leader(*holder)),
            }
        ),
        Event::Refilled {
            pool: k,
            added,
            before,
            after,
            target,
            drained,
            outpaced,
            worker: _,
        } => {
            let n = |v: &Option<u64>| v.map(|v| v.to_string()).unwrap_or_else(|| "?".into());
            format!(
                "refilled {}: +{added} rows ({} -> {} of target {}){}{}",
                pool(k),
                n(before),
                n(after),
                n(target),
                if *drained { ", was drained" } else { "" },
                if *outpaced {
                    ", still short: reserves took units as fast as they were added"
                } else {
                    ""
                }
            )
        }
        Event::Released {
            pool: k,
            holds,
            added,
        } => format!(
            "released {holds} expired hold(s) of {}; +{added} rows back in the pool",
            pool(k)
        ),
        Event::Skipped {
            pool: k, reason, ..
        } => format!("skipped {}: {reason}", pool(k)),
        Event::PoolFailed { pool: k, error } => format!("failed {}: {error}", pool(k)),
        Event::OrphanHolds {
            pool: k,
            expired_quantity,
        } => format!(
            "{} has {expired_quantity} unit(s) in expired holds but no ledger row: left alone \
             (runbooks/replenish.md#orphan-holds)",
            pool(k)
        ),
        Event::Planned {
            pool: k,
            need,
            units,
            target,
            deficit,
            expired_quantity,
            drained,
        } => {
            format!(
                "would {} {}: {units} of target {target} rows{}, +{deficit}",
                match need {
                    Need::Release => "release expired holds and refill",
                    Need::Refill => "refill",
                    Need::Nothing => "leave",
                },
                pool(k),
                if *drained { " (drained)" } else { "" },
            ) + &if *expired_quantity > 0 {
                format!(", {expired_quantity} unit(s) in expired holds")
            } else {
                String::new()
            }
        }
        Event::Pass {
            kind,
            totals: t,
            seconds,
            look_seconds,
            lag_seconds,
            ..
        } => format!(
            "{} pass: {} changed, {} looked at ({} drained), {} in {seconds:.3}s \
             ({look_seconds:.3}s finding them); lag {lag_seconds:.2}s",
            kind.as_str(),
            t.changed,
            t.looked,
            t.drained,
            what_it_did(t)
        ),
        Event::PassFailed { kind, error, .. } => {
            format!("{} pass failed: {error}", kind.as_str())
        }
        Event::Changes { source, pools } => {
            format!("{pools} pool(s) changed, by {}", source.as_str())
        }
        Event::Lag { seconds } => format!("lag {seconds:.2}s"),
        Event::Progress => "working".into(),
        Event::LeaseConfirmed => "leader lock confirmed".into(),
        Event::OldestLocking { seconds } => {
            format!("oldest open transaction holding row locks: {seconds:.0}s")
        }
        Event::Alive => "waiting for the leader lock".into(),
        Event::Warning { message } => format!("warning: {message}"),
        Event::Stopping {
            stop_timeout_seconds: _,
            set_by,
        } => format!(
            "stopping: finishing the pools being refilled, then releasing every lock; \
             connections still waiting on the server are closed after the stop timeout ({set_by})"
        ),
        Event::Stopped {
            locks_released: true,
        } => "stopped: every lock released".into(),
        Event::Stopped {
            locks_released: false,
        } => "stopped: not every lock was let go of by poolctl (a connection was gone or cut \
              first); the server frees a connection's named locks and rolls back its open \
              transaction when it sees the connection close"
            .into(),
        Event::StopTimeout { seconds, set_by } => format!(
            "stop-timeout: still waiting on the server {seconds:.0}s after the stop signal \
             ({set_by}); closing every connection without waiting: the server rolls back their \
             open transactions and frees their named locks when it sees them close"
        ),
    }
}

/// One event as one line: `TIME LEVEL [POD] TEXT` (the level in capitals:
/// `INFO`, `WARN`, `ERROR`, `DEBUG`, `TRACE`), or with `json` one JSON
/// object (`ts`, `pod`, `level`, `event`, then the event's fields), or with
/// `logfmt` the same as `key=value` pairs and `msg`.
pub fn line(
    out: &mut dyn Write,
    format: LogFormat,
    at: SystemTime,
    pod: Option<&str>,
    e: &Event,
) -> io::Result<()> {
    let ts = humantime::format_rfc3339_millis(at).to_string();
    let level = e.level().as_str();
    match format {
        LogFormat::Json => {
            serde_json::to_writer(
                &mut *out,
                &LogLine {
                    ts,
                    pod,
                    level,
                    event: e,
                },
            )?;
            writeln!(out)
        }
        LogFormat::Logfmt => {
            let fields = serde_json::to_value(LogLine {
                ts,
                pod,
                level,
                event: e,
            })
            .map_err(io::Error::other)?;
            // ts, pod, level and event first, then the event's fields.
            let mut pairs = Vec::new();
            let first = ["ts", "pod", "level", "event"];
            for k in first {
                logfmt_pairs(k, &fields[k], &mut pairs);
            }
            if let serde_json::Value::Object(map) = &fields {
                for (k, v) in map.iter().filter(|(k, _)| !first.contains(&k.as_str())) {
                    logfmt_pairs(k, v, &mut pairs);
                }
            }
            writeln!(out, "{} msg={}", pairs.join(" "), logfmt_value(&text(e)))
        }
        LogFormat::Text => {
            let level = level.to_ascii_uppercase();
            match pod {
                Some(p) => writeln!(out, "{ts} {level} [{p}] {}", text(e)),
                None => writeln!(out, "{ts} {level} {}", text(e)),
            }
        }
    }
}

/// `value` as logfmt `key=value` pairs under `prefix`, nested objects'
/// keys joined with dots; nothing for a null.
fn logfmt_pairs(prefix: &str, value: &serde_json::Value, out: &mut Vec<String>) {
    match value {
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                let key = if prefix.is_empty() {
                    k.clone()
                } else {
                    format!("{prefix}.{k}")
                };
                logfmt_pairs(&key, v, out);
            }
        }
        serde_json::Value::Null => {}
        serde_json::Value::String(s) => out.push(format!("{prefix}={}", logfmt_value(s))),
        other => out.push(format!("{prefix}={}", logfmt_value(&other.to_string()))),
    }
}

/// A logfmt value: bare when it is one plain word, else quoted with `"` and
/// `\` escaped (and line breaks as `\n`).
fn logfmt_value(s: &str) -> String {
    let bare = !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_graphic() && c != '"' && c != '=' && c != '\\');
    if bare {
        return s.to_string();
    }
    let mut q = String::with_capacity(s.len() + 2);
    q.push('"');
    for c in s.chars() {
        match c {
            '"' => q.push_str("\\\""),
            '\\' => q.push_str("\\\\"),
            '\n' => q.push_str("\\n"),
            c => q.push(c),
        }
    }
    q.push('"');
    q
}

/// A dry run's table: one row per pool the pass would act on.
const PLANNED: [Column<Assessment>; 9] = [
    Column::new("shop", |a| a.key.shop.to_string()),
    Column::new("item", |a| a.key.item.to_string()),
    Column::new("location", |a| a.key.location.to_string()),
    Column::new("rows", |a| a.units.to_string()),
    Column::new("target", |a| a.target.to_string()),
    Column::new("fill", |a| format!("{:.0}%", a.fill() * 100.0)),
    Column::new("expired", |a| a.expired_quantity.to_string()),
    Column::new("action", |a| {
        match a.need {
            Need::Release => "release + refill",
            Need::Refill => "refill",
            Need::Nothing => "-",
        }
        .to_string()
    }),
    Column::new("would add", |a| a.deficit.to_string()),
];

/// The report as text.
pub fn table(out: &mut dyn Write, r: &PassReport) -> io::Result<()> {
    if r.role == Role::Standby {
        return writeln!(
            out,
            "{}: another replenisher ({}) holds the replenish lock of {}; nothing done",
            r.target,
            leader(r.leader),
            r.database
        );
    }
    if r.dry_run {
        writeln!(
            out,
            "dry run on {}: what a pass would do, nothing was written",
            r.target
        )?;
        if !r.planned.is_empty() {
            let shown = r.planned.iter().take(MAX_TABLE_ROWS);
            writeln!(out, "{}", super::columns(&PLANNED, shown))?;
        }
        super::refill::more_pools(out, r.planned.len())?;
        return writeln!(
            out,
            "{} pool(s) looked at, {} to act on ({} drained), {} row(s) would be added",
            r.totals.looked,
            r.planned.len(),
            r.totals.drained,
            r.would_add()
        );
    }
    let t = &r.totals;
    writeln!(
        out,
        "{} pass on {}: {} pool(s) looked at ({} drained), {} in {:.3}s",
        r.kind.as_str(),
        r.target,
        t.looked,
        t.drained,
        what_it_did(t),
        r.seconds
    )?;
    if !r.still_drained.is_empty() {
        writeln!(
            out,
            "still drained ({}): {} (see {}#pools-drained)",
            r.still_drained.len(),
            r.still_drained
                .iter()
                .take(20)
                .map(pool)
                .collect::<Vec<_>>()
                .join("; "),
            r.runbook
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replenish::event::PassKind;
    use std::time::{Duration, UNIX_EPOCH};

    const K: PoolKey = PoolKey {
        shop: 1,
        item: 2,
        location: 3,
    };

    fn at() -> SystemTime {
        UNIX_EPOCH + Duration::from_millis(1_764_590_400_123)
    }

    #[test]
    fn text_lines_carry_time_pod_and_what_happened() {
        let mut out = Vec::new();
        let e = Event::Refilled {
            pool: K,
            added: 120,
            before: Some(0),
            after: Some(120),
            target: Some(120),
            drained: true,
            outpaced: false,
            worker: 1,
        };
        line(&mut out, LogFormat::Text, at(), Some("eu-1"), &e).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "2025-12-01T12:00:00.123Z INFO [eu-1] refilled shop 1 item 2 location 3: +120 rows \
             (0 -> 120 of target 120), was drained\n"
        );
    }

    #[test]
    fn every_text_line_starts_with_its_level_word() {
        let events = [
            (
                Event::Stopped {
                    locks_released: true,
                },
                "INFO",
            ),
            (
                Event::Warning {
                    message: "w".into(),
                },
                "WARN",
            ),
            (
                Event::StopTimeout {
                    seconds: 1.0,
                    set_by: "the default".into(),
                },
                "ERROR",
            ),
        ];
        for (e, word) in events {
            let mut out = Vec::new();
            line(&mut out, LogFormat::Text, at(), Some("eu-1"), &e).unwrap();
            let text = String::from_utf8(out).unwrap();
            assert!(
                text.starts_with(&format!("2025-12-01T12:00:00.123Z {word} [eu-1] ")),
                "{text}"
            );
        }
    }

    #[test]
    fn json_lines_are_one_object_each_with_the_event_name() {
        let mut out = Vec::new();
        let events = [
            Event::Released {
                pool: K,
                holds: 2,
                added: 5,
            },
            Event::Stopped {
                locks_released: true,
            },
            Event::SteppedDown {
                because: LostBecause::LeaseExpired { silent_ms: 6000 },
            },
        ];
        for e in &events {
            line(&mut out, LogFormat::Json, at(), Some("eu-1"), e).unwrap();
        }
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<serde_json::Value> = text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(lines.len(), 3);
        assert_eq!(lines[0]["event"], "released");
        assert_eq!(lines[0]["ts"], "2025-12-01T12:00:00.123Z");
        assert_eq!(lines[0]["pod"], "eu-1");
        assert_eq!(
            (lines[0]["shop"].as_u64(), lines[0]["holds"].as_u64()),
            (Some(1), Some(2))
        );
        assert_eq!(lines[1]["event"], "stopped");
        assert_eq!(lines[2]["reason"], "lease-expired");
        assert_eq!(lines[2]["silent_ms"], 6000);
        for (e, l) in events.iter().zip(&lines) {
            assert_eq!(l["event"], e.name());
        }
    }

    #[test]
    fn a_pass_line_says_what_it_found_did_and_how_long_finding_took() {
        let mut out = Vec::new();
        let e = Event::Pass {
            kind: PassKind::Changes,
            totals: PassTotals {
                looked: 100,
                changed: 100,
                refilled: 99,
                units_added: 297,
                skipped: 1,
                ..PassTotals::default()
            },
            seconds: 0.25,
            look_seconds: 0.0126,
            lag_seconds: 0.5,
            gauges: Box::default(),
        };
        line(&mut out, LogFormat::Text, at(), None, &e).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "2025-12-01T12:00:00.123Z INFO changes pass: 100 changed, 100 looked at (0 drained), \
             99 refilled, 0 expired hold(s) released, +297 rows, 1 skipped, 0 failed in 0.250s \
             (0.013s finding them); lag 0.50s\n"
        );
        let mut out = Vec::new();
        line(&mut out, LogFormat::Json, at(), None, &e).unwrap();
        let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
        assert_eq!(v["look_seconds"], 0.0126);
        assert_eq!(v["units_added"], 297);
    }

    #[test]
    fn no_pod_no_pod_field() {
        let mut out = Vec::new();
        line(
            &mut out,
            LogFormat::Json,
            at(),
            None,
            &Event::Stopped {
                locks_released: true,
            },
        )
        .unwrap();
        let v: serde_json::Value = serde_json::from_slice(&out).unwrap();
        assert!(v.get("pod").is_none());
        assert_eq!(v["level"], "info");
    }

    #[test]
    fn logfmt_lines_are_key_value_pairs_with_the_level_and_quoted_text() {
        let mut out = Vec::new();
        let e = Event::PoolFailed {
            pool: PoolKey {
                shop: 1,
                item: 2,
                location: 3,
            },
            error: "server error 1062: Duplicate entry \"7\"".into(),
        };
        line(&mut out, LogFormat::Logfmt, at(), Some("eu-1"), &e).unwrap();
        let l = String::from_utf8(out).unwrap();
        assert!(
            l.starts_with("ts=2025-") && l.contains(" pod=eu-1 level=error event=pool-failed "),
            "{l}"
        );
        assert!(
            l.contains(" item=2 ") && l.contains(" location=3 ") && l.contains(" shop=1 "),
            "{l}"
        );
        assert!(
            l.contains(r#"error="server error 1062: Duplicate entry \"7\"""#),
            "{l}"
        );
        assert!(l.contains(" msg=\""), "{l}");
        assert!(l.ends_with("\n") && l.matches('\n').count() == 1, "{l}");
        // A step-down's reason is among its fields.
        let mut out = Vec::new();
        let e = Event::SteppedDown {
            because: LostBecause::NotOurs { holder: Some(9) },
        };
        line(&mut out, LogFormat::Logfmt, at(), None, &e).unwrap();
        let l = String::from_utf8(out).unwrap();
        assert!(l.contains(" holder=9 reason=not-ours "), "{l}");
        assert!(!l.contains("pod="), "{l}");
    }

    #[test]
    fn a_stop_names_where_its_timeout_came_from_and_the_connections_it_closed_retry_nothing() {
        let set_by = "[replenish] stop_timeout = 2 in poolctl.toml".to_string();
        let events = [
            Event::Stopping {
                stop_timeout_seconds: 2.0,
                set_by: set_by.clone(),
            },
            Event::StopTimeout {
                seconds: 2.0,
                set_by: set_by.clone(),
            },
            Event::ConnectionClosed {
                link: Link::Work,
                by_stop: true,
                error: None,
            },
            Event::ConnectionClosed {
                link: Link::Lock,
                by_stop: false,
                error: Some("releasing lock x failed: the connection was lost".into()),
            },
        ];
        let (mut text, mut json) = (Vec::new(), Vec::new());
        for e in &events {
            line(&mut text, LogFormat::Text, at(), None, e).unwrap();
            line(&mut json, LogFormat::Json, at(), None, e).unwrap();
        }
        let text = String::from_utf8(text).unwrap();
        let text: Vec<&str> = text.lines().collect();
        assert!(text[0].contains("stopping: ") && text[0].ends_with(&format!("({set_by})")));
        assert!(text[1].contains("stop-timeout: ") && text[1].contains(&format!("({set_by})")));
        assert!(text[2].contains("work connection closed by the stop (not made again)"));
        assert!(
            text[3].contains("lock connection lost while stopping (not made again): releasing")
        );
        for t in &text {
            assert!(
                !t.contains("reconnecting") && !t.contains("--stop-timeout"),
                "{t}"
            );
        }
        let json: Vec<serde_json::Value> = String::from_utf8(json)
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        // The same events, in the same order, with the same facts.
        for (e, v) in events.iter().zip(&json) {
            assert_eq!(v["event"], e.name());
        }
        assert_eq!(json[0]["set_by"], set_by.as_str());
        assert_eq!(json[0]["stop_timeout_seconds"], 2.0);
        assert_eq!(json[1]["set_by"], set_by.as_str());
        assert_eq!(json[2]["link"], "work");
        assert_eq!(json[2]["by_stop"], true);
        for retry in ["attempt", "retry_in_ms", "error"] {
            assert!(json[2].get(retry).is_none(), "{}", json[2]);
        }
        assert_eq!(json[3]["by_stop"], false);
        assert!(
            json[3]["error"]
                .as_str()
                .unwrap()
                .starts_with("releasing lock x")
        );
        assert!(json[3].get("retry_in_ms").is_none());
    }

    fn planned(item: u64, units: u64, need: Need, deficit: u64) -> Assessment {
        Assessment {
            key: PoolKey { item, ..K },
            need,
            units,
            target: 100,
            drained: units == 0,
            below_low_water: true,
            deficit,
            expired_quantity: 0,
            orphan: false,
        }
    }

    #[test]
    fn a_dry_run_is_a_table_of_what_each_pool_would_get_and_a_total() {
        let mut r = PassReport::standby("mysql://u@h:3306/db".into(), "db".into(), None);
        r.role = Role::Leader;
        r.dry_run = true;
        r.totals.looked = 5;
        r.totals.drained = 1;
        r.planned = vec![
            planned(7, 0, Need::Refill, 100),
            planned(8, 40, Need::Release, 60),
        ];
        let mut out = Vec::new();
        table(&mut out, &r).unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            "dry run on mysql://u@h:3306/db: what a pass would do, nothing was written"
        );
        let cells = |line: &str| -> Vec<String> {
            line.split('│')
                .map(|c| c.trim().to_string())
                .filter(|c| !c.is_empty())
                .collect()
        };
        let header = lines.iter().find(|l| l.contains("shop")).unwrap();
        assert_eq!(
            cells(header),
            [
                "shop",
                "item",
                "location",
                "rows",
                "target",
                "fill",
                "expired",
                "action",
                "would add"
            ]
        );
        let row = lines.iter().find(|l| l.contains("release")).unwrap();
        assert_eq!(
            cells(row),
            [
                "1",
                "8",
                "3",
                "40",
                "100",
                "40%",
                "0",
                "release + refill",
                "60"
            ]
        );
        assert_eq!(
            lines.last().unwrap(),
            &"5 pool(s) looked at, 2 to act on (1 drained), 160 row(s) would be added"
        );
    }

    #[test]
    fn another_leader_is_one_line() {
        let r = PassReport::standby("mysql://u@h:3306/db".into(), "db".into(), Some(42));
        let mut out = Vec::new();
        table(&mut out, &r).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "mysql://u@h:3306/db: another replenisher (connection 42) holds the replenish lock \
             of db; nothing done\n"
        );
        let json = serde_json::to_value(&r).unwrap();
        assert_eq!(
            (json["role"].as_str(), json["leader"].as_u64()),
            (Some("standby"), Some(42))
        );
    }

    #[test]
    fn a_pass_is_one_line_then_the_pools_still_drained() {
        let mut r = PassReport::standby("mysql://u@h:3306/db".into(), "db".into(), None);
        r.role = Role::Leader;
        r.totals = PassTotals {
            looked: 4,
            drained: 2,
            refilled: 1,
            units_added: 30,
            skipped: 1,
            ..PassTotals::default()
        };
        r.seconds = 0.5;
        r.still_drained = vec![K];
        let mut out = Vec::new();
        table(&mut out, &r).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "sweep pass on mysql://u@h:3306/db: 4 pool(s) looked at (2 drained), 1 refilled, \
             0 expired hold(s) released, +30 rows, 1 skipped, 0 failed in 0.500s\n\
             still drained (1): shop 1 item 2 location 3 (see runbooks/replenish.md#pools-drained)\n"
        );
    }
}
