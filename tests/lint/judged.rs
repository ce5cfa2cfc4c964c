//! Every finding `poolctl lint tests/corpus` reports has been judged by
//! reading the code, and the judgments are data: `tests/corpus/JUDGED.tsv`,
//! one row per finding (rule, path, line, column, verdict, reason), verdict
//! `true` (the trap is there), `false` (it is not: a false positive to fix or
//! to explain) or `debatable` (right by the rule's letter, arguable in that
//! code). The test lints the corpus as a user would (the built binary, run
//! from the repository's root with no configuration) and fails on a finding
//! without a row, a row without its finding, or a row without a verdict and
//! a reason; the README's per-rule table is computed from the rows, and the
//! test fails when it differs (`POOLCTL_UPDATE_DOCS=1` rewrites it).
//!
//! Precision per rule is stated both ways: *decided* = true / (true +
//! false), debatable findings left out, and *strict* = true / all, each
//! debatable finding counted as a false one; and *errors* = the
//! error-severity findings (what fails a build) judged true, of all of
//! them. The goals of issue 48 are tested on them: every locking rule at
//! 90% or more of decided precision, and no error-severity finding judged
//! false.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::corpus::Corpus;

const VERDICTS: [&str; 3] = ["true", "false", "debatable"];

/// Where a corpus' per-rule table goes: (pages, start marker, end marker).
fn table_places(c: Corpus) -> (&'static [&'static str], &'static str, &'static str) {
    match c {
        Corpus::Main => (
            &["README.md", PRECISION_PAGE],
            "<!-- judged-corpus-findings:start -->",
            "<!-- judged-corpus-findings:end -->",
        ),
        Corpus::HeldOut => (
            &[PRECISION_PAGE],
            "<!-- judged-heldout-findings:start -->",
            "<!-- judged-heldout-findings:end -->",
        ),
    }
}

/// (rule, path, line, column): where a finding is.
type Key = (String, String, u64, u64);

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Rules that are not about locking: the goals on precision are the
/// locking rules'.
const NOT_LOCKING: &[&str] = &[
    "parse-error",
    "unsupported-syntax",
    "missing-conn-tag",
    "unused-suppression",
    "invalid-directive",
];

/// A finding's message and whether it is an error.
type Found = (String, bool);

/// The findings of `poolctl lint --format json tests/corpus` (run once for
/// the binary's tests, `corpus::corpus_lint`).
fn findings(c: Corpus) -> BTreeMap<Key, Found> {
    let run = crate::corpus::corpus_lint(c);
    assert!(
        matches!(run.code, Some(0..=2)),
        "poolctl lint crashed: {:?}\n{}",
        run.code,
        run.stderr
    );
    let mut found = BTreeMap::new();
    for d in run.json["diagnostics"].as_array().expect("diagnostics") {
        let key = (
            d["rule"].as_str().unwrap().to_string(),
            d["path"].as_str().unwrap().to_string(),
            d["line"].as_u64().unwrap(),
            d["column"].as_u64().unwrap(),
        );
        found.insert(
            key,
            (
                d["message"].as_str().unwrap_or_default().to_string(),
                d["severity"] == "error",
            ),
        );
    }
    found
}

/// The judged rows: key -> (verdict, reason).
fn judged(c: Corpus) -> BTreeMap<Key, (String, String)> {
    let path = format!("{}/JUDGED.tsv", c.dir());
    let text =
        std::fs::read_to_string(root().join(&path)).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut rows = BTreeMap::new();
    for (i, line) in text.lines().enumerate().skip(1) {
        if line.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        assert_eq!(
            f.len(),
            6,
            "{path}:{}: expected 6 tab-separated columns",
            i + 1
        );
        let key = (
            f[0].to_string(),
            f[1].to_string(),
            f[2].parse()
                .unwrap_or_else(|_| panic!("{path}:{}: line", i + 1)),
            f[3].parse()
                .unwrap_or_else(|_| panic!("{path}:{}: column", i + 1)),
        );
        assert!(
            VERDICTS.contains(&f[4]),
            "{path}:{}: verdict {:?} is none of {VERDICTS:?}",
            i + 1,
            f[4]
        );
        assert!(!f[5].trim().is_empty(), "{path}:{}: no reason", i + 1);
        assert!(
            rows.insert(key, (f[4].to_string(), f[5].to_string()))
                .is_none(),
            "{path}:{}: a second row for one finding",
            i + 1
        );
    }
    rows
}

/// The README table: per rule, findings judged true / false / debatable,
/// and how many of the error-severity ones (what fails a build) are true.
fn table(rows: &BTreeMap<Key, (String, String)>, found: &BTreeMap<Key, Found>) -> String {
    // Every rule, those with no finding on the corpus too.
    let mut per: BTreeMap<String, [usize; 3]> = poolctl::lint::rules::RULES
        .iter()
        .map(|r| (r.name.to_string(), [0; 3]))
        .collect();
    let mut errors: BTreeMap<String, [usize; 3]> = BTreeMap::new();
    for (key, (verdict, _)) in rows {
        let k = VERDICTS.iter().position(|v| v == verdict).unwrap();
        per.entry(key.0.clone()).or_default()[k] += 1;
        if found.get(key).is_some_and(|f| f.1) {
            errors.entry(key.0.clone()).or_default()[k] += 1;
        }
    }
    let codes: BTreeMap<&str, &str> = poolctl::lint::rules::RULES
        .iter()
        .map(|r| (r.name, r.code))
        .collect();
    let off: BTreeSet<&str> = poolctl::lint::rules::RULES
        .iter()
        .filter(|r| !r.default_enabled)
        .map(|r| r.name)
        .collect();
    let mut out = String::from(
        "| code | rule | findings | true | false | debatable | precision, decided | precision, strict | errors: true / all |\n\
         |---|---|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    let mut by_code: Vec<(&str, &String, &[usize; 3])> = per
        .iter()
        .map(|(rule, n)| (codes.get(rule.as_str()).copied().unwrap_or("?"), rule, n))
        .collect();
    by_code.sort();
    let mut total = [0; 3];
    let mut total_errors = [0; 3];
    let errors_cell = |e: &[usize; 3]| {
        let all: usize = e.iter().sum();
        if all == 0 {
            "-".to_string()
        } else {
            format!("{} / {all} ({})", e[0], share(e[0], all))
        }
    };
    for (code, rule, n) in by_code {
        let note = if off.contains(rule.as_str()) {
            " (off by default)"
        } else {
            ""
        };
        let (decided, strict) = precision(n);
        let e = errors.get(rule.as_str()).copied().unwrap_or_default();
        out.push_str(&format!(
            "| {code} | `{rule}`{note} | {} | {} | {} | {} | {decided} | {strict} | {} |\n",
            n.iter().sum::<usize>(),
            n[0],
            n[1],
            n[2],
            errors_cell(&e)
        ));
        for k in 0..3 {
            total[k] += n[k];
            total_errors[k] += e[k];
        }
    }
    let (decided, strict) = precision(&total);
    out.push_str(&format!(
        "| | **all** | **{}** | **{}** | **{}** | **{}** | **{decided}** | **{strict}** | **{}** |\n",
        total.iter().sum::<usize>(),
        total[0],
        total[1],
        total[2],
        errors_cell(&total_errors)
    ));
    out
}

/// A share as the tables print it (`-` with nothing to count).
fn share(part: usize, whole: usize) -> String {
    if whole == 0 {
        "-".to_string()
    } else {
        format!("{:.1}%", 100.0 * part as f64 / whole as f64)
    }
}

/// (decided, strict) precision of [true, false, debatable] counts.
fn precision(n: &[usize; 3]) -> (String, String) {
    (share(n[0], n[0] + n[1]), share(n[0], n[0] + n[1] + n[2]))
}

/// The goals on judged findings: each locking rule's decided precision at
/// least 90%, and no error-severity finding judged false. Returns what
/// misses them.
fn goal_misses(
    rows: &BTreeMap<Key, (String, String)>,
    found: &BTreeMap<Key, Found>,
) -> Vec<String> {
    let mut per: BTreeMap<&str, [usize; 3]> = BTreeMap::new();
    let mut misses = Vec::new();
    for (key, (verdict, reason)) in rows {
        let k = VERDICTS.iter().position(|v| v == verdict).unwrap();
        per.entry(key.0.as_str()).or_default()[k] += 1;
        if verdict == "false" && found.get(key).is_some_and(|f| f.1) {
            misses.push(format!(
                "an error judged false: {} {}:{}:{} ({reason})",
                key.0, key.1, key.2, key.3
            ));
        }
    }
    for (rule, n) in per {
        if !NOT_LOCKING.contains(&rule)
            && n[0] + n[1] > 0
            && (n[0] as f64) < 0.9 * (n[0] + n[1]) as f64
        {
            misses.push(format!(
                "{rule}: decided precision {} (goal >= 90%)",
                precision(&n).0
            ));
        }
    }
    misses
}

#[test]
fn every_corpus_finding_is_judged_and_tabled() {
    judged_and_tabled(Corpus::Main);
}

#[test]
fn every_heldout_finding_is_judged_and_tabled() {
    judged_and_tabled(Corpus::HeldOut);
}

fn judged_and_tabled(c: Corpus) {
    let found = findings(c);
    let rows = judged(c);
    let path = format!("{}/JUDGED.tsv", c.dir());
    let found_keys: BTreeSet<&Key> = found.keys().collect();
    let judged_keys: BTreeSet<&Key> = rows.keys().collect();
    let unjudged: Vec<String> = found_keys
        .difference(&judged_keys)
        .map(|(r, p, l, c)| {
            format!(
                "{r}\t{p}\t{l}\t{c}\t?\t{}",
                found[&(r.clone(), p.clone(), *l, *c)].0
            )
        })
        .collect();
    let stale: Vec<String> = judged_keys
        .difference(&found_keys)
        .map(|(r, p, l, c)| format!("{r} {p}:{l}:{c}"))
        .collect();
    assert!(
        unjudged.is_empty() && stale.is_empty(),
        "{path} is out of step with `poolctl lint {}`.\n\
         {} finding(s) without a judgment (add a row: verdict true/false/debatable and a reason):\n{}\n\
         {} judgment(s) of findings no longer reported (remove them, or see what changed):\n{}",
        c.dir(),
        unjudged.len(),
        unjudged.join("\n"),
        stale.len(),
        stale.join("\n")
    );
    let want = table(&rows, &found);
    let (pages, start, end) = table_places(c);
    for page in pages {
        sync_block(page, start, end, &want);
    }
    let misses = goal_misses(&rows, &found);
    assert!(misses.is_empty(), "{}", misses.join("\n"));
}

/// The page that tables the lint's precision and recall on the corpus.
pub const PRECISION_PAGE: &str = "docs/lint-precision.md";

/// Keeps the block between `start` and `end` of the page at `path`
/// (from the repository's root) equal to `want`: rewritten with
/// `POOLCTL_UPDATE_DOCS=1`, else a failure when it differs. The tests that
/// keep blocks of one page take turns.
pub fn sync_block(path: &str, start: &str, end: &str, want: &str) {
    static TURN: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _turn = TURN.lock().unwrap_or_else(|e| e.into_inner());
    let full = root().join(path);
    let text = std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{path}: {e}"));
    let (Some(a), Some(b)) = (text.find(start), text.find(end)) else {
        panic!("{path} has no {start} ... {end} block");
    };
    let have = text[a + start.len()..b].trim_matches('\n');
    if std::env::var_os("POOLCTL_UPDATE_DOCS").is_some() {
        let updated = format!(
            "{}{start}\n{}\n{}",
            &text[..a],
            want.trim_end_matches('\n'),
            &text[b..]
        );
        std::fs::write(&full, updated).unwrap();
    } else {
        assert_eq!(
            have,
            want.trim_end_matches('\n'),
            "{path}'s block {start} is stale: POOLCTL_UPDATE_DOCS=1 cargo test --test lint corpus judged"
        );
    }
}
