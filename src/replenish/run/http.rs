//! The metrics endpoint: `GET /metrics` (OpenMetrics text when the client
//! asks for it, as Prometheus does; else the Prometheus text format, which
//! `promtool check metrics` reads), `GET /livez` (the process's loops run:
//! for a liveness probe), `GET /readyz` (connected, and leading or ready to
//! lead: for a readiness probe and the load balancer) and `GET /healthz`,
//! the same as `/readyz`. Each answers 200 with one line per pod, or 503
//! with the reasons.
//!
//! One client cannot delay another's probe: every connection is answered on
//! a thread of its own (at most [`MAX_CLIENTS`] at once; one more is closed
//! at once rather than queued), with read and write timeouts
//! ([`IO_TIMEOUT`]), one request per connection (`Connection: close`, so a
//! client pipelining thousands of requests gets one answer), and a request
//! head of at most [`MAX_HEAD`] bytes. The accept loop only accepts. The
//! project has no async runtime, and four read-only routes do not need one.

use super::metrics::Metrics;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// What OpenMetrics asks to be served as.
pub const CONTENT_TYPE: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";
/// The Prometheus text format, for clients that do not ask for OpenMetrics.
pub const TEXT_CONTENT_TYPE: &str = "text/plain; version=0.0.4; charset=utf-8";
/// Connections answered at once; one more is closed unanswered.
pub const MAX_CLIENTS: usize = 32;
/// How long a client may take to send its request, and to read the answer.
pub const IO_TIMEOUT: Duration = Duration::from_secs(5);
/// The longest request head read (request line and headers).
pub const MAX_HEAD: usize = 16 * 1024;

/// A running endpoint; stops (and frees its port) when dropped.
pub struct Endpoint {
    addr: SocketAddr,
    stopping: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl std::fmt::Debug for Endpoint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Endpoint")
            .field("addr", &self.addr)
            .finish()
    }
}

/// Why the endpoint could not start.
#[derive(Debug, thiserror::Error)]
#[error(
    "cannot listen on {addr} for metrics: {detail} (--metrics-addr or [replenish] metrics_addr; \
     a port below 1024 needs privileges, a port in use needs another)"
)]
pub struct ListenError {
    pub addr: SocketAddr,
    pub detail: String,
}

impl Endpoint {
    /// Listen on `addr` (port 0: any free port, see [`Endpoint::addr`]).
    pub fn start(addr: SocketAddr, metrics: Arc<Metrics>) -> Result<Endpoint, ListenError> {
        let fail = |e: std::io::Error| ListenError {
            addr,
            detail: e.to_string(),
        };
        let listener = TcpListener::bind(addr).map_err(fail)?;
        let bound = listener.local_addr().map_err(fail)?;
        let stopping = Arc::new(AtomicBool::new(false));
        let stop = stopping.clone();
        let thread = std::thread::Builder::new()
            .name("poolctl-metrics".into())
            .spawn(move || accept(&listener, &stop, &metrics))
            .map_err(|e| ListenError {
                addr,
                detail: format!("cannot start its thread: {e}"),
            })?;
        Ok(Endpoint {
            addr: bound,
            stopping,
            thread: Some(thread),
        })
    }

    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }
}

impl Drop for Endpoint {
    fn drop(&mut self) {
        self.stopping.store(true, Ordering::SeqCst);
        // Wake the accept loop with a connection of our own.
        let mut wake = self.addr;
        if wake.ip().is_unspecified() {
            wake.set_ip(match wake {
                SocketAddr::V4(_) => std::net::Ipv4Addr::LOCALHOST.into(),
                SocketAddr::V6(_) => std::net::Ipv6Addr::LOCALHOST.into(),
            });
        }
        let woken = TcpStream::connect_timeout(&wake, Duration::from_secs(1)).is_ok();
        if let Some(t) = self.thread.take() {
            // Not woken (a firewall?): leave the thread rather than hang.
            if woken {
                let _ = t.join();
            }
        }
    }
}

/// Accept until stopped, each connection answered on a thread of its own.
fn accept(listener: &TcpListener, stopping: &AtomicBool, metrics: &Arc<Metrics>) {
    let busy = Arc::new(AtomicUsize::new(0));
    for conn in listener.incoming() {
        if stopping.load(Ordering::SeqCst) {
            return;
        }
        let Ok(stream) = conn else { continue };
        if busy.fetch_add(1, Ordering::SeqCst) >= MAX_CLIENTS {
            busy.fetch_sub(1, Ordering::SeqCst);
            drop(stream);
            continue;
        }
        let (m, b) = (metrics.clone(), busy.clone());
        let spawned = std::thread::Builder::new()
            .name("poolctl-metrics-client".into())
            .spawn(move || {
                answer(stream, &m);
                b.fetch_sub(1, Ordering::SeqCst);
            });
        if spawned.is_err() {
            busy.fetch_sub(1, Ordering::SeqCst);
        }
    }
}

/// One request read from `stream`: its method, path and whether it asks for
/// OpenMetrics (`None`: not a request poolctl can read).
struct Request {
    method: String,
    path: String,
    openmetrics: bool,
}

/// Read a request head, within [`MAX_HEAD`] and the read timeout.
fn read_head(stream: &mut TcpStream) -> Option<Request> {
    let mut head = Vec::with_capacity(1024);
    let mut buf = [0u8; 2048];
    let deadline = Instant::now() + IO_TIMEOUT;
    while !head.windows(4).any(|w| w == b"\r\n\r\n") && !head.windows(2).any(|w| w == b"\n\n") {
        if head.len() > MAX_HEAD || Instant::now() >= deadline {
            return None;
        }
        let n = stream.read(&mut buf).ok()?;
        if n == 0 {
            break;
        }
        head.extend_from_slice(&buf[..n]);
    }
    let text = String::from_utf8_lossy(&head);
    let mut lines = text.lines();
    let mut first = lines.next()?.split_whitespace();
    let method = first.next()?.to_string();
    let target = first.next()?;
    let path = target.split('?').next().unwrap_or("").to_string();
    let openmetrics = lines.take_while(|l| !l.is_empty()).any(|l| {
        l.split_once(':').is_some_and(|(k, v)| {
            k.trim().eq_ignore_ascii_case("accept") && v.contains("application/openmetrics-text")
        })
    });
    Some(Request {
        method,
        path,
        openmetrics,
    })
}

/// What to answer: status, content type, body.
fn route(req: &Request, metrics: &Metrics) -> (u16, &'static str, String) {
    const PLAIN: &str = "text/plain; charset=utf-8";
    if req.method != "GET" && req.method != "HEAD" {
        return (405, PLAIN, "only GET\n".into());
    }
    let probe = |r: Result<String, String>| match r {
        Ok(text) => (200, PLAIN, format!("ok\n{text}\n")),
        Err(why) => (503, PLAIN, format!("unhealthy\n{why}\n")),
    };
    match req.path.as_str() {
        "/metrics" if req.openmetrics => (200, CONTENT_TYPE, metrics.encode()),
        "/metrics" => (200, TEXT_CONTENT_TYPE, metrics.encode_text()),
        "/livez" => probe(metrics.liveness(Instant::now())),
        "/readyz" | "/healthz" => probe(metrics.readiness(Instant::now())),
        _ => (
            404,
            PLAIN,
            "poolctl replenish: GET /metrics (OpenMetrics), /livez, /readyz or /healthz\n".into(),
        ),
    }
}

fn reason(code: u16) -> &'static str {
    match code {
        200 => "OK",
        400 => "Bad Request",
        404 => "Not Found",
        405 => "Method Not Allowed",
        _ => "Service Unavailable",
    }
}

/// Answer one request on `stream`, then close it.
fn answer(mut stream: TcpStream, metrics: &Metrics) {
    if stream.set_read_timeout(Some(IO_TIMEOUT)).is_err()
        || stream.set_write_timeout(Some(IO_TIMEOUT)).is_err()
    {
        return;
    }
    let (code, kind, body, head_only) = match read_head(&mut stream) {
        Some(req) => {
            let (code, kind, body) = route(&req, metrics);
            (code, kind, body, req.method == "HEAD")
        }
        None => (
            400,
            "text/plain; charset=utf-8",
            "bad request\n".into(),
            false,
        ),
    };
    let mut out = format!(
        "HTTP/1.1 {code} {}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        reason(code),
        body.len()
    )
    .into_bytes();
    if !head_only {
        out.extend_from_slice(body.as_bytes());
    }
    // A client that went away, or does not read within the write timeout,
    // is its own problem.
    let _ = stream.write_all(&out);
    let _ = stream.flush();
    let _ = stream.shutdown(std::net::Shutdown::Write);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replenish::event::{Event, Link};
    use crate::replenish::run::EventSink;
    use crate::replenish::run::metrics::{Freshness, Identity};

    fn get(addr: SocketAddr, path: &str) -> (u16, String) {
        get_accepting(addr, path, "*/*")
    }

    fn get_accepting(addr: SocketAddr, path: &str, accept: &str) -> (u16, String) {
        let mut s = TcpStream::connect(addr).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
        write!(
            s,
            "GET {path} HTTP/1.1\r\nHost: x\r\nAccept: {accept}\r\n\r\n"
        )
        .unwrap();
        let mut text = String::new();
        s.read_to_string(&mut text).unwrap();
        let code = text[9..12].parse().unwrap();
        (code, text)
    }

    fn metrics() -> Arc<Metrics> {
        let m = Arc::new(Metrics::new());
        m.pod(
            Identity {
                database: "shop",
                pod: None,
            },
            Freshness::new(Duration::from_secs(10), Duration::from_secs(10)),
        );
        m
    }

    #[test]
    fn serves_metrics_and_probes_and_stops_when_dropped() {
        let m = metrics();
        let e = Endpoint::start("127.0.0.1:0".parse().unwrap(), m.clone()).unwrap();
        let addr = e.addr();
        assert_ne!(addr.port(), 0);
        // Prometheus's own Accept header gets OpenMetrics ...
        let (code, text) = get_accepting(
            addr,
            "/metrics",
            "application/openmetrics-text;version=1.0.0,text/plain;version=0.0.4;q=0.5,*/*;q=0.1",
        );
        assert_eq!(code, 200);
        assert!(text.contains(CONTENT_TYPE), "{text}");
        assert!(
            text.contains("poolctl_replenish_leader{database=\"shop\"} 0"),
            "{text}"
        );
        assert!(text.ends_with("# EOF\n"), "{text}");
        // ... anything else the Prometheus text format.
        let (code, text) = get(addr, "/metrics");
        assert_eq!(code, 200);
        assert!(text.contains(TEXT_CONTENT_TYPE), "{text}");
        assert!(!text.contains("# EOF"), "{text}");
        // Not connected: live, not ready.
        assert_eq!(get(addr, "/livez").0, 200);
        assert_eq!(get(addr, "/readyz").0, 503);
        assert_eq!(get(addr, "/healthz").0, 503);
        for link in [Link::Work, Link::Lock] {
            let up = Event::Connected {
                link,
                connection: 1,
                again: false,
            };
            m.event(None, &up);
        }
        let (code, text) = get(addr, "/readyz");
        assert_eq!(code, 200, "{text}");
        assert!(text.ends_with("ok\nok (standby)\n"), "{text}");
        assert_eq!(get(addr, "/healthz").0, 200);
        assert_eq!(get(addr, "/nope").0, 404);
        drop(e);
        assert!(TcpStream::connect(addr).is_err(), "{addr} still listens");
    }

    #[test]
    fn a_client_pipelining_without_reading_does_not_delay_a_probe() {
        let m = metrics();
        let e = Endpoint::start("127.0.0.1:0".parse().unwrap(), m).unwrap();
        let addr = e.addr();
        // Thousands of requests in one connection, none of the answers read.
        let mut hog = TcpStream::connect(addr).unwrap();
        hog.set_write_timeout(Some(Duration::from_secs(2))).unwrap();
        let one = b"GET /metrics HTTP/1.1\r\nHost: x\r\n\r\n";
        for _ in 0..5000 {
            if hog.write_all(one).is_err() {
                break;
            }
        }
        // A few more clients that send nothing at all.
        let idle: Vec<TcpStream> = (0..4).map(|_| TcpStream::connect(addr).unwrap()).collect();
        let started = Instant::now();
        for _ in 0..10 {
            assert_eq!(get(addr, "/livez").0, 200);
        }
        assert!(
            started.elapsed() < Duration::from_secs(2),
            "probes waited {:?} behind the hog",
            started.elapsed()
        );
        drop((hog, idle));
    }

    #[test]
    fn a_bad_request_gets_400_and_other_methods_405() {
        let e = Endpoint::start("127.0.0.1:0".parse().unwrap(), metrics()).unwrap();
        let mut s = TcpStream::connect(e.addr()).unwrap();
        s.write_all(b"\r\n\r\n").unwrap();
        let mut text = String::new();
        s.read_to_string(&mut text).unwrap();
        assert!(text.starts_with("HTTP/1.1 400"), "{text}");
        let mut s = TcpStream::connect(e.addr()).unwrap();
        s.write_all(b"POST /metrics HTTP/1.1\r\n\r\n").unwrap();
        let mut text = String::new();
        s.read_to_string(&mut text).unwrap();
        assert!(text.starts_with("HTTP/1.1 405"), "{text}");
    }

    #[test]
    fn a_port_in_use_is_one_clear_error() {
        let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = taken.local_addr().unwrap();
        let err = Endpoint::start(addr, Arc::new(Metrics::new())).unwrap_err();
        assert!(err.to_string().contains("--metrics-addr"), "{err}");
    }
}
