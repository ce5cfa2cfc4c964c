//! The registry's exposition: the OpenMetrics text Prometheus asks for, and
//! the Prometheus text format (0.0.4) for every other client, each read as
//! of the scrape (lapsed leases, failing times).

use super::Metrics;
use prometheus_client::encoding::text::encode;
use std::time::Instant;

impl Metrics {
    /// The OpenMetrics text of every pod.
    pub fn encode(&self) -> String {
        let now = Instant::now();
        self.lapse(now);
        self.failing_at(now);
        let mut s = String::new();
        // Writing to a String cannot fail.
        let _ = encode(&mut s, &self.registry);
        s
    }

    /// The same in the Prometheus text format (0.0.4), for clients that do
    /// not ask for OpenMetrics (`curl`, `promtool check metrics`): the
    /// OpenMetrics text with its `# EOF` and `# UNIT` lines left out and each
    /// counter family named after its `_total` samples, which is all that
    /// tells the two formats apart for the metric types used here.
    pub fn encode_text(&self) -> String {
        let open = self.encode();
        let mut out = String::with_capacity(open.len());
        let mut help: Option<&str> = None;
        for line in open.lines() {
            if line == "# EOF" || line.starts_with("# UNIT ") {
                continue;
            }
            if line.starts_with("# HELP ") {
                help = Some(line);
                continue;
            }
            if let Some(rest) = line.strip_prefix("# TYPE ") {
                let (name, kind) = rest.split_once(' ').unwrap_or((rest, ""));
                let name = if kind == "counter" {
                    format!("{name}_total")
                } else {
                    name.to_string()
                };
                if let Some(h) = help.take() {
                    let text = h.splitn(4, ' ').nth(3).unwrap_or("");
                    out.push_str(&format!("# HELP {name} {text}\n"));
                }
                out.push_str(&format!("# TYPE {name} {kind}\n"));
                continue;
            }
            out.push_str(line);
            out.push('\n');
        }
        out
    }
}
