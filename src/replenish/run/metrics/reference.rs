//! The metrics reference, `docs/metrics.md`, generated from the registry
//! itself: a [`Metrics`] with one pod, fed a pass of each kind that
//! succeeds and one that fails (so every labelled series exists), is encoded,
//! and each family's name, type, unit, help text and labels (with the values
//! seen) are read back from its exposition; beside each, the alerts of the
//! example rules (`monitoring/poolctl-alerts.yml`) whose expression uses it.
//! A test keeps the page equal to [`markdown`]'s text.

use super::{Freshness, Identity, Metrics};
use crate::replenish::book::{DrainedPool, Gauges};
use crate::replenish::event::{Event, Link, PassKind, PassTotals};
use crate::replenish::run::EventSink;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::Duration;

/// Where the reference is kept, relative to the crate.
pub const PAGE: &str = "docs/metrics.md";

/// The example alerting rules the reference links, relative to the crate.
pub const ALERTS: &str = "monitoring/poolctl-alerts.yml";

/// The pod label's placeholder value while reading the registry.
const POD: &str = "POD";

/// The database label's placeholder value.
const DATABASE: &str = "DATABASE";

/// One metric family as the registry exposes it.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Family {
    /// The family's name (a counter's without `_total`).
    pub name: String,
    /// `gauge`, `counter` or `histogram`.
    pub kind: String,
    pub help: String,
    /// `# UNIT`, when the family declares one.
    pub unit: Option<String>,
    /// Each label (but `le`) and the values it took, in order of appearance.
    pub labels: Vec<(String, Vec<String>)>,
}

impl Family {
    /// The names of its samples as a scrape shows them.
    pub fn samples(&self) -> Vec<String> {
        match self.kind.as_str() {
            "counter" => vec![format!("{}_total", self.name)],
            "histogram" => ["_bucket", "_sum", "_count"]
                .iter()
                .map(|s| format!("{}{s}", self.name))
                .collect(),
            _ => vec![self.name.clone()],
        }
    }
}

/// Every family of the registry, in registration order, each label's
/// values sorted.
pub fn families() -> Vec<Family> {
    let m = Metrics::new();
    m.pod(
        Identity {
            database: DATABASE,
            pod: Some(POD),
        },
        Freshness::new(Duration::from_secs(10), Duration::from_secs(10)),
    );
    // A leader, whose pool gauges exist.
    m.event(Some(POD), &Event::Leader { connection: 0 });
    m.event(Some(POD), &Event::Lag { seconds: 0.0 });
    m.event(Some(POD), &Event::OldestLocking { seconds: 0.0 });
    // A further connection made again: the one link a pod's series do not
    // start with.
    m.event(
        Some(POD),
        &Event::Connected {
            link: Link::Worker,
            connection: 0,
            again: true,
        },
    );
    for kind in [PassKind::Changes, PassKind::Sweep] {
        m.event(
            Some(POD),
            &Event::Pass {
                kind,
                totals: PassTotals::default(),
                seconds: 0.001,
                look_seconds: 0.0,
                lag_seconds: 0.0,
                gauges: Box::new(one_drained()),
            },
        );
        m.event(
            Some(POD),
            &Event::PassFailed {
                kind,
                error: String::new(),
                seconds: 0.001,
                connection_lost: false,
            },
        );
    }
    let mut families = parse(&m.encode());
    for f in &mut families {
        for (_, values) in &mut f.labels {
            values.sort();
        }
    }
    families
}

/// The gauges of a leader with one drained pool: the per-pool series
/// exists, with its labels.
fn one_drained() -> Gauges {
    let mut g = Gauges::default();
    g.longest_drained[0] = Some(DrainedPool {
        key: crate::pool::PoolKey {
            shop: 1,
            item: 1,
            location: 1,
        },
        drained_for: Duration::ZERO,
    });
    g
}

/// The families of an OpenMetrics text.
fn parse(text: &str) -> Vec<Family> {
    let mut out: Vec<Family> = Vec::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("# ") {
            let mut parts = rest.splitn(3, ' ');
            let (what, name, value) = (
                parts.next().unwrap_or(""),
                parts.next().unwrap_or(""),
                parts.next().unwrap_or(""),
            );
            if out.last().is_none_or(|f| f.name != name) && what != "EOF" {
                out.push(Family {
                    name: name.to_string(),
                    ..Family::default()
                });
            }
            let Some(f) = out.last_mut() else { continue };
            match what {
                "HELP" => f.help = value.trim_end_matches('.').to_string() + ".",
                "TYPE" => f.kind = value.to_string(),
                "UNIT" => f.unit = Some(value.to_string()),
                _ => {}
            }
            continue;
        }
        let Some(f) = out.last_mut() else { continue };
        let Some((_, labels)) = line.split_once('{') else {
            continue;
        };
        let labels = labels.split('}').next().unwrap_or("");
        for pair in labels.split(',').filter(|p| !p.is_empty()) {
            let Some((k, v)) = pair.split_once('=') else {
                continue;
            };
            if k == "le" {
                continue;
            }
            let v = v.trim_matches('"').to_string();
            match f.labels.iter_mut().find(|(name, _)| name == k) {
                Some((_, vs)) if !vs.contains(&v) => vs.push(v),
                Some(_) => {}
                None => f.labels.push((k.to_string(), vec![v])),
            }
        }
    }
    out
}

/// One alerting rule of the example rules: its name, expression and runbook.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Alert {
    pub name: String,
    pub expr: String,
    pub runbook: Option<String>,
}

/// The prefix of every `runbook_url` of the rules: Prometheus's external
/// label `runbook_base`, which stands for the repository's `runbooks/`.
pub const RUNBOOK_BASE: &str = "{{ $externalLabels.runbook_base }}/";

/// The alerts of a Prometheus rules file (`- alert:`, `expr:`,
/// `runbook_url:` lines; an expression on one line or folded, `>-`, over
/// the lines below it). An alert whose expression names a recorded series
/// (`- record:`) is taken to use that record's expression too, and its
/// runbook is given relative to the repository (`runbooks/...`).
pub fn alerts(rules: &str) -> Vec<Alert> {
    let mut records: Vec<(String, String)> = Vec::new();
    let mut out: Vec<Alert> = Vec::new();
    // Which rule the lines belong to: a record's, or the last alert's.
    let mut in_record = false;
    let mut folding: Option<usize> = None;
    for line in rules.lines() {
        let t = line.trim();
        let indent = line.len() - line.trim_start().len();
        if let Some(at) = folding {
            if indent > at && !t.is_empty() {
                let expr = if in_record {
                    records.last_mut().map(|r| &mut r.1)
                } else {
                    out.last_mut().map(|a| &mut a.expr)
                };
                if let Some(e) = expr {
                    if !e.is_empty() {
                        e.push(' ');
                    }
                    e.push_str(t);
                }
                continue;
            }
            folding = None;
        }
        if let Some(name) = t.strip_prefix("- record:") {
            in_record = true;
            records.push((name.trim().to_string(), String::new()));
        } else if let Some(name) = t.strip_prefix("- alert:") {
            in_record = false;
            out.push(Alert {
                name: name.trim().to_string(),
                ..Alert::default()
            });
        } else if let Some(e) = t.strip_prefix("expr:") {
            let e = e.trim();
            let folded = matches!(e, ">-" | ">" | "|" | "|-");
            if folded {
                folding = Some(indent);
            }
            let e = if folded { "" } else { e };
            if in_record {
                if let Some(r) = records.last_mut() {
                    r.1 = e.to_string();
                }
            } else if let Some(a) = out.last_mut() {
                a.expr = e.to_string();
            }
        } else if let Some(r) = t.strip_prefix("runbook_url:")
            && let Some(a) = out.last_mut()
        {
            let r = r.trim().trim_matches('"');
            a.runbook = Some(match r.strip_prefix(RUNBOOK_BASE) {
                Some(page) => format!("runbooks/{page}"),
                None => r.to_string(),
            });
        }
    }
    for a in &mut out {
        for (name, expr) in &records {
            if uses(&a.expr, std::slice::from_ref(name)) {
                a.expr.push_str(" # ");
                a.expr.push_str(expr);
            }
        }
    }
    out
}

/// Whether `expr` uses one of `samples`, as a whole name.
fn uses(expr: &str, samples: &[String]) -> bool {
    let is_name = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == ':';
    expr.split(|c: char| !is_name(c))
        .any(|word| samples.iter().any(|s| s == word))
}

/// `docs/metrics.md`, from the registry and the example rules' text.
pub fn markdown(alert_rules: &str) -> String {
    let alerts = alerts(alert_rules);
    let mut out = String::from(
        "# Metrics reference\n\n\
         Generated from the replenisher's registry (`poolctl::replenish::run::metrics::reference`;\n\
         a test keeps this page equal to the registry; regenerate with\n\
         `POOLCTL_UPDATE_DOCS=1 cargo test --test cli docs`). `poolctl replenish\n\
         --metrics-addr ADDR` serves them at `/metrics` (OpenMetrics when the client asks for\n\
         it, else the Prometheus text format), every series there from the start, standbys'\n\
         too, but the pool gauges (pools, drained, below low water, oldest drained, fill, lag),\n\
         which only a leader has. Every `poolctl_replenish_*` series carries a `database` label\n\
         (the database replenished) and, when the target is a configured pod (`--pod`, `--pods`,\n\
         `--all-pods`), a `pod` label; `poolctl_build_info` and the `process_*` series describe\n\
         the process and carry neither (scrape with `honor_labels: true` and give each target its\n\
         `database` label, so that `up` has one too: `deploy/prometheus/scrape.yml`).\n\
         What to do about each: [runbooks/replenish.md](../runbooks/replenish.md#metrics);\n\
         the example alerting rules: [monitoring/poolctl-alerts.yml](../monitoring/poolctl-alerts.yml).\n\n\
         | metric | type | labels | meaning | alerts |\n|---|---|---|---|---|\n",
    );
    let mut used: BTreeMap<&str, usize> = BTreeMap::new();
    // Prometheus's own `up`, which the rules on dead targets read.
    let up = Family {
        name: "up".to_string(),
        kind: "gauge".to_string(),
        help: "Set by Prometheus, not served: 1 when its last scrape of the target succeeded \
               (job poolctl-replenish, with the target's `database` label)."
            .to_string(),
        unit: None,
        labels: Vec::new(),
    };
    for f in families().into_iter().chain([up]) {
        let samples = f.samples();
        let labels: Vec<String> = f
            .labels
            .iter()
            .filter(|(k, _)| k != "pod" && k != "database")
            .map(|(k, vs)| match k.as_str() {
                // The build's own values: they change with every build; a
                // pool's key: any.
                "version" | "revision" | "shop" | "item" | "location" => format!("`{k}`"),
                _ => format!("`{k}` ({})", vs.join(", ")),
            })
            .collect();
        let firing: Vec<String> = alerts
            .iter()
            .filter(|a| uses(&a.expr, &samples))
            .map(|a| {
                *used.entry(&a.name).or_default() += 1;
                match &a.runbook {
                    Some(r) => format!("[{}](../{r})", a.name),
                    None => a.name.clone(),
                }
            })
            .collect();
        let names: Vec<String> = samples.iter().map(|s| format!("`{s}`")).collect();
        let unit = f
            .unit
            .as_ref()
            .map(|u| format!(" Unit: {u}."))
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "| {} | {} | {} | {}{unit} | {} |",
            names.join(", "),
            f.kind,
            if labels.is_empty() {
                "-".to_string()
            } else {
                labels.join("; ")
            },
            f.help,
            if firing.is_empty() {
                "-".to_string()
            } else {
                firing.join(", ")
            },
        );
    }
    let orphans: Vec<&str> = alerts
        .iter()
        .map(|a| a.name.as_str())
        .filter(|n| !used.contains_key(n))
        .collect();
    if !orphans.is_empty() {
        let _ = writeln!(
            out,
            "\nAlerts of the example rules that use none of these metrics: {}.",
            orphans.join(", ")
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_family_is_read_with_its_labels() {
        let f = families();
        let by = |n: &str| {
            f.iter()
                .find(|x| x.name == format!("poolctl_replenish_{n}"))
        };
        let passes = by("passes").expect("passes");
        assert_eq!(passes.kind, "counter");
        assert_eq!(passes.samples(), ["poolctl_replenish_passes_total"]);
        assert_eq!(
            passes.labels,
            [
                ("database".to_string(), vec![DATABASE.to_string()]),
                ("pod".to_string(), vec![POD.to_string()]),
                ("kind".to_string(), vec!["changes".into(), "sweep".into()]),
                ("result".to_string(), vec!["failed".into(), "ok".into()]),
            ]
        );
        let d = by("pass_duration_seconds").expect("histogram");
        assert_eq!(d.kind, "histogram");
        assert!(d.labels.iter().all(|(k, _)| k != "le"), "{:?}", d.labels);
        assert_eq!(
            by("leader").unwrap().help,
            "1 when this replenisher holds the replenish lock and acts, 0 on standby."
        );
    }

    #[test]
    fn alerts_name_the_metrics_of_their_expression() {
        let rules = "groups:\n  - rules:\n      - record: database:leader:max\n        expr: max by (database) (poolctl_replenish_leader)\n      - alert: A\n        expr: database:leader:max == 0\n        annotations:\n          runbook_url: \"{{ $externalLabels.runbook_base }}/replenish.md#poolctlreplenishnoleader\"\n      - alert: B\n        expr: >-\n          rate(poolctl_replenish_errors_total[5m])\n          > 0\n        for: 1m\n";
        let a = alerts(rules);
        assert_eq!(a.len(), 2);
        assert_eq!(
            a[0].runbook.as_deref(),
            Some("runbooks/replenish.md#poolctlreplenishnoleader")
        );
        assert!(uses(&a[1].expr, &["poolctl_replenish_errors_total".into()]));
        assert_eq!(a[1].expr, "rate(poolctl_replenish_errors_total[5m]) > 0");
        // Through its recording rule.
        assert!(uses(&a[0].expr, &["poolctl_replenish_leader".into()]));
        assert!(!uses(&a[0].expr, &["poolctl_replenish_lead".into()]));
        let page = markdown(rules);
        assert!(
            page.contains("[A](../runbooks/replenish.md#poolctlreplenishnoleader)"),
            "{page}"
        );
    }
}
