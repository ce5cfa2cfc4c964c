//! `deploy/`: the systemd unit passes `systemd-analyze verify` with the built
//! binary in its place, the Prometheus scrape configuration passes `promtool
//! check config` with the rules it names, and the container image and the
//! Kubernetes manifests keep what the service needs (a non-root user, two
//! replicas, probes on /livez and /readyz, a grace period above the stop
//! timeout).

use super::util::promtool;
use std::path::Path;
use std::process::Command;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(ROOT).join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The stop timeout's default, from its definition.
fn stop_timeout_default() -> u64 {
    let out = super::poolctl(&["replenish", "--help"]);
    let help = out.stdout;
    let at = help
        .find("--stop-timeout")
        .expect("--stop-timeout in --help");
    let rest = &help[at..];
    let d = rest.find("default ").expect("its default") + "default ".len();
    rest[d..]
        .split(|c: char| !c.is_ascii_digit())
        .next()
        .and_then(|n| n.parse().ok())
        .expect("a number")
}

#[test]
fn the_systemd_unit_passes_systemd_analyze_verify() {
    let unit = read("deploy/systemd/poolctl-replenish@.service");
    let dir = tempfile::tempdir().unwrap();
    // The unit as installed, the binary where the test built it.
    let path = dir.path().join("poolctl-replenish@shop.service");
    std::fs::write(
        &path,
        unit.replace("/usr/local/bin/poolctl", env!("CARGO_BIN_EXE_poolctl")),
    )
    .unwrap();
    let verify = |p: &Path| {
        // --man=no: the man page is installed by `poolctl man`, not here.
        let out = Command::new("systemd-analyze")
            .args(["verify", "--man=no"])
            .arg(p)
            .output()
            .expect("systemd-analyze (Debian's systemd package; .ci/run installs it)");
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stderr).to_string(),
        )
    };
    let (ok, err) = verify(&path);
    assert!(ok, "systemd-analyze verify: {err}");
    // It can fail: a unit with a typo is refused.
    let bad = dir.path().join("poolctl-broken@shop.service");
    std::fs::write(&bad, unit.replace("Type=exec", "Type=exce")).unwrap();
    let (ok, err) = verify(&bad);
    assert!(!ok || err.contains("Type"), "a bad unit passed: {err}");
    // systemd never kills a replenisher that is still letting go of its locks.
    let stop: u64 = unit
        .lines()
        .find_map(|l| l.strip_prefix("TimeoutStopSec="))
        .and_then(|v| v.trim().parse().ok())
        .expect("TimeoutStopSec");
    assert!(stop > stop_timeout_default(), "TimeoutStopSec={stop}");
}

#[test]
fn the_scrape_configuration_passes_promtool_with_the_rules() {
    let dir = tempfile::tempdir().unwrap();
    let config = read("deploy/prometheus/scrape.yml").replace(
        "/etc/prometheus/poolctl-alerts.yml",
        &format!("{ROOT}/monitoring/poolctl-alerts.yml"),
    );
    let path = dir.path().join("prometheus.yml");
    std::fs::write(&path, &config).unwrap();
    let out = Command::new(promtool())
        .args(["check", "config"])
        .arg(&path)
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "promtool check config: {text}");
    assert!(text.contains("26 rules found"), "{text}");
    assert!(config.contains("honor_labels: true"), "{config}");
    assert!(config.contains("runbook_base:"), "{config}");
}

#[test]
fn the_image_runs_as_a_user_and_the_manifests_keep_two_replicas_probed() {
    let docker = read("deploy/docker/Dockerfile");
    assert_eq!(
        docker.matches("\nFROM ").count() + usize::from(docker.starts_with("FROM ")),
        2
    );
    let user = docker
        .lines()
        .find_map(|l| l.strip_prefix("USER "))
        .expect("a USER line");
    assert!(
        !user.starts_with("root") && !user.starts_with("0"),
        "{user}"
    );
    let k8s = read("deploy/kubernetes/replenish.yaml");
    assert!(k8s.contains("replicas: 2"), "{k8s}");
    assert!(
        k8s.contains("path: /livez") && k8s.contains("path: /readyz"),
        "{k8s}"
    );
    assert!(k8s.contains("runAsNonRoot: true"), "{k8s}");
    let grace: u64 = k8s
        .lines()
        .find_map(|l| l.trim().strip_prefix("terminationGracePeriodSeconds:"))
        .and_then(|v| v.trim().parse().ok())
        .expect("terminationGracePeriodSeconds");
    assert!(grace > stop_timeout_default(), "grace {grace}");
    // One port everywhere, outside the exporters' 9100-9999.
    for (file, text) in [("Dockerfile", &docker), ("replenish.yaml", &k8s)] {
        assert!(text.contains("10187"), "{file}");
    }
    assert!(read("deploy/systemd/poolctl-replenish@.service").contains(":10187"));
}
