//! `poolctl replenish` without a server: its help, bad input, the example
//! alert rules (checked and unit-tested with promtool), and its docs: every
//! metric has a runbook section, every alert's runbook link resolves.

use super::poolctl;
use super::util::promtool;
use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn run_promtool(args: &[&str]) -> (bool, String) {
    let out = Command::new(promtool())
        .args(args)
        .current_dir(format!("{ROOT}/monitoring"))
        .output()
        .unwrap();
    (
        out.status.success(),
        format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
    )
}

#[test]
fn the_example_alert_rules_pass_promtool_check_and_their_unit_tests() {
    let (ok, out) = run_promtool(&["check", "rules", "poolctl-alerts.yml"]);
    assert!(ok, "promtool check rules: {out}");
    assert!(out.contains("SUCCESS: 26 rules found"), "{out}");
    // Every alert has a case that fires it and one that resolves it.
    let tests = std::fs::read_to_string(Path::new(ROOT).join("monitoring/poolctl-alerts.test.yml"))
        .unwrap();
    let rules =
        std::fs::read_to_string(Path::new(ROOT).join("monitoring/poolctl-alerts.yml")).unwrap();
    for alert in poolctl::replenish::run::metrics::reference::alerts(&rules) {
        let cases: Vec<&str> = tests
            .split("- eval_time:")
            .filter(|c| c.contains(&format!("alertname: {}\n", alert.name)))
            .collect();
        assert!(
            cases.iter().any(|c| c.contains("exp_labels:")),
            "{} never fires in the promtool tests",
            alert.name
        );
        assert!(
            cases.iter().any(|c| c.contains("exp_alerts: []")),
            "{} is never seen resolved in the promtool tests",
            alert.name
        );
    }
    let (ok, out) = run_promtool(&["test", "rules", "poolctl-alerts.test.yml"]);
    assert!(ok, "promtool test rules: {out}");
}

#[test]
fn promtool_rejects_a_broken_rule_so_the_check_can_fail() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.yml");
    std::fs::write(
        &bad,
        "groups:\n  - name: x\n    rules:\n      - alert: X\n        expr: max by (pod (poolctl_replenish_leader)\n",
    )
    .unwrap();
    let (ok, out) = run_promtool(&["check", "rules", bad.to_str().unwrap()]);
    assert!(!ok, "{out}");
}

fn runbook_anchors() -> BTreeSet<String> {
    super::manual::anchors_of("runbooks/replenish.md")
}

#[test]
fn every_alert_links_to_a_runbook_section_that_exists() {
    let anchors = runbook_anchors();
    let rules =
        std::fs::read_to_string(Path::new(ROOT).join("monitoring/poolctl-alerts.yml")).unwrap();
    let links: Vec<&str> = rules
        .lines()
        .filter_map(|l| {
            l.trim()
                .strip_prefix("runbook_url: \"{{ $externalLabels.runbook_base }}/replenish.md#")
                .map(|a| a.trim_end_matches('"'))
        })
        .collect();
    assert_eq!(links.len(), 10, "{links:?}");
    for l in links {
        assert!(anchors.contains(l), "runbooks/replenish.md has no #{l}");
    }
}

#[test]
fn every_metric_has_a_runbook_section() {
    let anchors = runbook_anchors();
    let text = runbook_text();
    use poolctl::replenish::event::{Event, PassKind};
    use poolctl::replenish::run::EventSink;
    let m = poolctl::replenish::run::metrics::Metrics::new();
    m.pod(
        poolctl::replenish::run::metrics::Identity {
            database: "shop",
            pod: None,
        },
        poolctl::replenish::run::metrics::Freshness::new(
            std::time::Duration::from_secs(10),
            std::time::Duration::from_secs(10),
        ),
    );
    // A leader: the pool gauges exist.
    m.event(None, &Event::Leader { connection: 1 });
    m.event(
        None,
        &Event::Pass {
            kind: PassKind::Sweep,
            totals: Default::default(),
            seconds: 0.001,
            look_seconds: 0.0,
            lag_seconds: 0.0,
            gauges: Default::default(),
        },
    );
    let names: BTreeSet<String> = m
        .encode_text()
        .lines()
        .filter_map(|l| l.strip_prefix("# TYPE "))
        .map(|l| l.split(' ').next().unwrap().to_string())
        .collect();
    assert!(names.len() >= 15, "{names:?}");
    for n in names {
        let section = text
            .lines()
            .any(|l| l.starts_with("### ") && l.contains(&n));
        assert!(
            section || anchors.contains(&n),
            "runbooks/replenish.md has no section for {n}"
        );
    }
}

fn runbook_text() -> String {
    std::fs::read_to_string(Path::new(ROOT).join("runbooks/replenish.md")).unwrap()
}

#[test]
fn replenish_help_and_bad_input() {
    let r = poolctl(&["replenish", "--help"]);
    r.expect_code(0);
    insta::assert_snapshot!("replenish_help", r.stdout);
    for (args, needle) in [
        (&["replenish", "--low-water", "0"][..], "--low-water"),
        (&["replenish", "--low-water", "x"], "--low-water"),
        (&["replenish", "--interval", "0.01"], "--interval"),
        (
            &["replenish", "--metrics-addr", "nowhere"],
            "--metrics-addr",
        ),
        (&["replenish", "--once", "--dry-run"], "--dry-run"),
        (&["replenish", "--batch-size", "0"], "--batch-size"),
        (&["replenish", "--workers", "0"], "--workers"),
        (&["replenish", "--workers", "33"], "--workers"),
        (&["replenish", "--stop-timeout", "0"], "--stop-timeout"),
        (&["replenish", "--stop-timeout", "301"], "--stop-timeout"),
    ] {
        let r = poolctl(args);
        r.expect_code(2);
        assert!(r.stderr.contains(needle), "{args:?}: {}", r.stderr);
        assert!(!r.stderr.contains("panicked"), "{args:?}: {}", r.stderr);
    }
    // Without [ledger]: one line saying so, before any connection.
    let r = poolctl(&["--url", "mysql://u@127.0.0.1:9/db", "replenish"]);
    r.expect_code(2);
    assert!(r.stderr.contains("[ledger]"), "{}", r.stderr);
}

/// `[replenish]` keys out of range are refused when the config is read,
/// before any connection, naming the key and what it takes.
#[test]
fn replenish_keys_out_of_range_name_the_key() {
    for (text, needle) in [
        (
            "stop_timeout = 0\n",
            "replenish.stop_timeout = 0 is out of range: give 1 to 300",
        ),
        ("stop_timeout = 301\n", "replenish.stop_timeout = 301"),
        ("stop_timeout = \"10s\"\n", "stop_timeout"),
        ("workers = 0\n", "replenish.workers = 0"),
    ] {
        let (_d, cfg) = super::config(&format!("[replenish]\n{text}"));
        let r = poolctl(&[
            "--config",
            &cfg,
            "--url",
            "mysql://u@127.0.0.1:9/db",
            "replenish",
        ]);
        r.expect_code(2);
        assert!(r.stderr.contains(needle), "{text}: {}", r.stderr);
        assert!(!r.stderr.contains("panicked"), "{text}: {}", r.stderr);
    }
}

/// The Grafana dashboard (`monitoring/grafana/replenish.json`): every panel's
/// expression parses (`promtool check rules` on them as recording rules) and
/// reads only series that the rules record or the replenisher serves.
#[test]
fn the_dashboard_reads_only_recorded_or_served_series_and_parses() {
    let dash: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(Path::new(ROOT).join("monitoring/grafana/replenish.json"))
            .unwrap(),
    )
    .unwrap();
    let exprs: Vec<String> = dash["panels"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|p| p["targets"].as_array().unwrap().iter())
        .map(|t| t["expr"].as_str().unwrap().replace("$database", ".*"))
        .collect();
    assert!(exprs.len() >= 10, "{exprs:?}");
    let rules =
        std::fs::read_to_string(Path::new(ROOT).join("monitoring/poolctl-alerts.yml")).unwrap();
    let recorded: BTreeSet<String> = rules
        .lines()
        .filter_map(|l| l.trim().strip_prefix("- record:"))
        .map(|r| r.trim().to_string())
        .collect();
    let served: BTreeSet<String> = poolctl::replenish::run::metrics::reference::families()
        .iter()
        .flat_map(|f| f.samples())
        .collect();
    let is_name = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == ':';
    for e in &exprs {
        // Label values are not series names.
        let unquoted: String = e.split('"').step_by(2).collect::<Vec<_>>().join(" ");
        let names: Vec<&str> = unquoted
            .split(|c: char| !is_name(c))
            .filter(|w| w.contains("poolctl") || w.starts_with("process_"))
            .collect();
        assert!(!names.is_empty(), "{e} reads no poolctl series");
        for n in names {
            assert!(
                recorded.contains(n) || served.contains(n),
                "{e}: {n} is neither recorded by the rules nor served"
            );
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let mut check = String::from("groups:\n  - name: dashboard\n    rules:\n");
    for (i, e) in exprs.iter().enumerate() {
        check.push_str(&format!(
            "      - record: dashboard:check_{i}\n        expr: '{}'\n",
            e.replace('\'', "''")
        ));
    }
    let path = dir.path().join("dashboard.yml");
    std::fs::write(&path, check).unwrap();
    let (ok, out) = run_promtool(&["check", "rules", path.to_str().unwrap()]);
    assert!(
        ok,
        "promtool check rules on the dashboard's expressions: {out}"
    );
}
