//! The process's own series, read at each scrape from `/proc/self` with the
//! names and meanings every Prometheus client library uses
//! (`process_cpu_seconds_total`, `process_resident_memory_bytes`,
//! `process_virtual_memory_bytes`, `process_open_fds`, `process_max_fds`,
//! `process_start_time_seconds`), so the usual dashboards and alerts work
//! unchanged. Linux only: elsewhere `/proc` is missing and the series are
//! left out rather than reported as zero.
//!
//! Read here rather than through a crate: prometheus-client has no process
//! collector, and these six figures are three small files of `/proc`.

use prometheus_client::collector::Collector;
use prometheus_client::encoding::{DescriptorEncoder, EncodeMetric};
use prometheus_client::metrics::counter::ConstCounter;
use prometheus_client::metrics::gauge::ConstGauge;

/// The collector registered beside the replenisher's families.
#[derive(Debug)]
pub(super) struct Process {
    /// Clock ticks per second (`sysconf(_SC_CLK_TCK)`), for CPU time and
    /// the start time.
    ticks: f64,
    /// The page size, for the resident set.
    page: f64,
}

/// What one scrape read.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Figures {
    pub cpu_seconds: f64,
    pub resident_bytes: f64,
    pub virtual_bytes: f64,
    pub start_time_seconds: Option<f64>,
}

impl Process {
    pub(super) fn new() -> Process {
        // SAFETY: sysconf only reads a constant of the system.
        let (ticks, page) = unsafe {
            (
                libc::sysconf(libc::_SC_CLK_TCK),
                libc::sysconf(libc::_SC_PAGESIZE),
            )
        };
        Process {
            ticks: if ticks > 0 { ticks as f64 } else { 100.0 },
            page: if page > 0 { page as f64 } else { 4096.0 },
        }
    }

    fn figures(&self) -> Option<Figures> {
        let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
        let boot = std::fs::read_to_string("/proc/stat")
            .ok()
            .and_then(|s| boot_time(&s));
        parse_stat(&stat, self.ticks, self.page, boot)
    }
}

/// `btime` of `/proc/stat`: when the system booted, Unix seconds.
fn boot_time(stat: &str) -> Option<f64> {
    stat.lines()
        .find_map(|l| l.strip_prefix("btime "))
        .and_then(|v| v.trim().parse().ok())
}

/// The figures of `/proc/self/stat` (fields after the command name, which
/// is in parentheses and may hold spaces: cut at the last `)`).
pub(super) fn parse_stat(stat: &str, ticks: f64, page: f64, boot: Option<f64>) -> Option<Figures> {
    let rest = &stat[stat.rfind(')')? + 1..];
    // rest[0] is field 3 (state): utime is field 14, stime 15, starttime
    // 22, vsize 23, rss 24.
    let f: Vec<&str> = rest.split_whitespace().collect();
    let num = |field: usize| -> Option<f64> { f.get(field - 3)?.parse().ok() };
    Some(Figures {
        cpu_seconds: (num(14)? + num(15)?) / ticks,
        resident_bytes: num(24)? * page,
        virtual_bytes: num(23)?,
        start_time_seconds: boot.and_then(|b| Some(b + num(22)? / ticks)),
    })
}

/// The soft limit on open files of `/proc/self/limits`.
fn max_fds() -> Option<f64> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits.lines().find(|l| l.starts_with("Max open files"))?;
    line["Max open files".len()..]
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

fn open_fds() -> Option<f64> {
    let n = std::fs::read_dir("/proc/self/fd").ok()?.count();
    // The directory being read is one of them.
    Some(n.saturating_sub(1) as f64)
}

fn gauge(e: &mut DescriptorEncoder, name: &str, help: &str, v: f64) -> std::fmt::Result {
    let g = ConstGauge::new(v);
    g.encode(e.encode_descriptor(name, help, None, g.metric_type())?)
}

impl Collector for Process {
    fn encode(&self, mut e: DescriptorEncoder) -> Result<(), std::fmt::Error> {
        let Some(fig) = self.figures() else {
            return Ok(());
        };
        let cpu = ConstCounter::new(fig.cpu_seconds);
        cpu.encode(e.encode_descriptor(
            "process_cpu_seconds",
            "Total user and system CPU time spent in seconds",
            None,
            cpu.metric_type(),
        )?)?;
        gauge(
            &mut e,
            "process_resident_memory_bytes",
            "Resident memory size in bytes",
            fig.resident_bytes,
        )?;
        gauge(
            &mut e,
            "process_virtual_memory_bytes",
            "Virtual memory size in bytes",
            fig.virtual_bytes,
        )?;
        if let Some(start) = fig.start_time_seconds {
            gauge(
                &mut e,
                "process_start_time_seconds",
                "Start time of the process since unix epoch in seconds",
                start,
            )?;
        }
        if let Some(n) = open_fds() {
            gauge(
                &mut e,
                "process_open_fds",
                "Number of open file descriptors",
                n,
            )?;
        }
        if let Some(n) = max_fds() {
            gauge(
                &mut e,
                "process_max_fds",
                "Maximum number of open file descriptors",
                n,
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stat_line_is_read_past_a_command_name_with_spaces_and_parens() {
        // Fields 3.. of a real line, the command name made awkward.
        let stat = "4242 (pool ctl) (x)) S 1 4242 4242 0 -1 4194560 1200 0 0 0 250 50 0 0 20 0 \
                    9 0 123400 987654321 2048 18446744073709551615 1 1 0 0 0 0 0 4096 0 0 0 17 1 \
                    0 0 0 0 0";
        let f = parse_stat(stat, 100.0, 4096.0, Some(1_000_000.0)).unwrap();
        assert_eq!(f.cpu_seconds, 3.0);
        assert_eq!(f.virtual_bytes, 987_654_321.0);
        assert_eq!(f.resident_bytes, 2048.0 * 4096.0);
        assert_eq!(f.start_time_seconds, Some(1_000_000.0 + 1234.0));
        assert_eq!(parse_stat("garbage", 100.0, 4096.0, None), None);
    }

    #[test]
    fn this_process_reads_its_own_figures() {
        let f = Process::new().figures().expect("/proc/self/stat");
        assert!(f.resident_bytes > 0.0, "{f:?}");
        let start = f.start_time_seconds.expect("btime");
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_secs_f64();
        assert!(
            start <= now + 1.0 && start > now - 86_400.0 * 365.0,
            "{start} vs {now}"
        );
        assert!(open_fds().unwrap() >= 3.0);
        assert!(max_fds().unwrap() >= 3.0);
    }
}
