//! The metrics endpoint: `GET /metrics` (OpenMetrics text when the client
//! asks for it, as Prometheus does; else the Prometheus text format, which
//! `promtool check metrics` reads), `GET /livez` (the process's loops run:
//! for a liveness probe), `GET /readyz` (connected, and leading or ready to
//! lead: for a readiness probe and the load balancer) and `GET /healthz`,
//! the same as `/readyz`. Each answers 200 with one line per pod, or 503
//! with the reasons.
//!
//! HTTP is hyper's (HTTP/1 only), on a tokio runtime of one thread of its
//! own (`poolctl-metrics`) that only serves this endpoint; the replenisher's
//! loops stay on plain threads. One client cannot delay another's probe:
//! every connection is a task of its own (at most [`MAX_CLIENTS`] at once:
//! at the bound a new connection cuts the oldest one still waiting for its
//! request head, so idle and slow-loris clients never keep a probe out, and
//! is itself closed only when every open one is being answered), its request head must
//! arrive within [`IO_TIMEOUT`] (hyper's `header_read_timeout`, so a
//! slow-loris head is cut), the whole exchange within [`ANSWER_TIMEOUT`] (a
//! client that does not read its answer is cut), one request per
//! connection (no keep-alive: a client pipelining thousands of requests
//! gets one answer) and a head of at most [`MAX_HEAD`] bytes.

use super::metrics::Metrics;
use bytes::Bytes;
use http_body_util::Full;
use hyper::header::{ACCEPT, CONTENT_TYPE as CONTENT_TYPE_HEADER, HeaderValue};
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::{TokioIo, TokioTimer};
use std::collections::VecDeque;
use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::task::Poll;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};
use tokio::sync::oneshot;

/// What OpenMetrics asks to be served as.
pub const CONTENT_TYPE: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";
/// The Prometheus text format, for clients that do not ask for OpenMetrics.
pub const TEXT_CONTENT_TYPE: &str = "text/plain; version=0.0.4; charset=utf-8";
/// Connections open at once. At the bound a new one cuts the oldest open
/// connection whose request head has not arrived; when every one has sent
/// its head (each is being answered), the new one is closed unanswered.
pub const MAX_CLIENTS: usize = 64;
/// How long a client may take to send its request head.
pub const IO_TIMEOUT: Duration = Duration::from_secs(5);
/// How long one connection may last in all: its head, the answer, and the
/// client reading it.
pub const ANSWER_TIMEOUT: Duration = Duration::from_secs(10);
/// The longest request head read (request line and headers).
pub const MAX_HEAD: usize = 16 * 1024;

/// The bounds one endpoint keeps (the constants above; tests shorten them).
#[derive(Debug, Clone, Copy)]
struct Limits {
    clients: usize,
    head: Duration,
    answer: Duration,
}

const LIMITS: Limits = Limits {
    clients: MAX_CLIENTS,
    head: IO_TIMEOUT,
    answer: ANSWER_TIMEOUT,
};

/// A running endpoint; stops (and frees its port) when dropped.
pub struct Endpoint {
    addr: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
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
        Endpoint::start_within(addr, metrics, LIMITS)
    }

    fn start_within(
        addr: SocketAddr,
        metrics: Arc<Metrics>,
        limits: Limits,
    ) -> Result<Endpoint, ListenError> {
        let fail = |what: &str, e: std::io::Error| ListenError {
            addr,
            detail: format!("{what}{e}"),
        };
        // Bound here, on the caller's thread, so that a port in use is the
        // caller's error at once.
        let std_listener = std::net::TcpListener::bind(addr).map_err(|e| fail("", e))?;
        let bound = std_listener.local_addr().map_err(|e| fail("", e))?;
        std_listener
            .set_nonblocking(true)
            .map_err(|e| fail("", e))?;
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_io()
            .enable_time()
            .build()
            .map_err(|e| fail("cannot start its runtime: ", e))?;
        let listener = {
            let _in = runtime.enter();
            tokio::net::TcpListener::from_std(std_listener).map_err(|e| fail("", e))?
        };
        let (stop, stopped) = oneshot::channel();
        let thread = std::thread::Builder::new()
            .name("poolctl-metrics".into())
            .spawn(move || runtime.block_on(serve(listener, metrics, stopped, limits)))
            .map_err(|e| fail("cannot start its thread: ", e))?;
        Ok(Endpoint {
            addr: bound,
            stop: Some(stop),
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
        if let Some(stop) = self.stop.take() {
            // The thread gone already (it never panics): nothing to stop.
            let _ = stop.send(());
        }
        if let Some(t) = self.thread.take() {
            // The accept loop ends at the stop; the runtime's end drops the
            // listener and every open connection.
            let _ = t.join();
        }
    }
}

/// Accept until stopped, each connection served by a task of its own.
async fn serve(
    listener: tokio::net::TcpListener,
    metrics: Arc<Metrics>,
    mut stopped: oneshot::Receiver<()>,
    limits: Limits,
) {
    let open = Arc::new(Open::default());
    loop {
        // The next connection, or None once stopped (a dropped sender too).
        let next = std::future::poll_fn(|cx| {
            if Pin::new(&mut stopped).poll(cx).is_ready() {
                return Poll::Ready(None);
            }
            listener.poll_accept(cx).map(Some)
        })
        .await;
        let stream = match next {
            None => return,
            Some(Ok((stream, _))) => stream,
            // A connection that failed before it was accepted, or no file
            // descriptor left: the next one may do.
            Some(Err(_)) => continue,
        };
        if !open.make_room(limits.clients) {
            drop(stream);
            continue;
        }
        let m = metrics.clone();
        let headed = Arc::new(AtomicBool::new(false));
        let id = open.next_id();
        let leaving = Leaving {
            open: open.clone(),
            id,
        };
        let seen = headed.clone();
        let task = tokio::spawn(async move {
            let _leaving = leaving;
            let service = hyper::service::service_fn(move |req| {
                seen.store(true, Ordering::Relaxed);
                let answer = respond(&req, &m);
                async move { Ok::<_, Infallible>(answer) }
            });
            let conn = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(limits.head)
                .keep_alive(false)
                .max_buf_size(MAX_HEAD)
                .serve_connection(TokioIo::new(stream), service);
            // A client that went away, or does not read within the bound,
            // is its own problem.
            let _ = tokio::time::timeout(limits.answer, conn).await;
        });
        open.add(Client {
            id,
            headed,
            cut: task.abort_handle(),
        });
    }
}

/// The connections open, oldest first.
#[derive(Default)]
struct Open {
    clients: Mutex<VecDeque<Client>>,
    ids: std::sync::atomic::AtomicU64,
}

/// One open connection: whether its request head has arrived, and how to
/// cut it.
struct Client {
    id: u64,
    headed: Arc<AtomicBool>,
    cut: tokio::task::AbortHandle,
}

impl Open {
    fn next_id(&self) -> u64 {
        self.ids.fetch_add(1, Ordering::Relaxed)
    }

    fn add(&self, client: Client) {
        // A poisoned lock: a panic elsewhere; the list itself is whole.
        let mut clients = self.clients.lock().unwrap_or_else(|p| p.into_inner());
        clients.push_back(client);
    }

    /// Room for one more within `bound`: cut the oldest connection still
    /// waiting for its head if there is none. False when every open
    /// connection is being answered.
    fn make_room(&self, bound: usize) -> bool {
        let mut clients = self.clients.lock().unwrap_or_else(|p| p.into_inner());
        if clients.len() < bound {
            return true;
        }
        match clients
            .iter()
            .position(|c| !c.headed.load(Ordering::Relaxed))
        {
            Some(i) => {
                if let Some(c) = clients.remove(i) {
                    // Dropped at the runtime's next turn, not here.
                    c.cut.abort();
                }
                true
            }
            None => false,
        }
    }

    fn remove(&self, id: u64) {
        let mut clients = self.clients.lock().unwrap_or_else(|p| p.into_inner());
        clients.retain(|c| c.id != id);
    }
}

/// Takes its connection off the list when the task ends, answered, timed
/// out or cut.
struct Leaving {
    open: Arc<Open>,
    id: u64,
}

impl Drop for Leaving {
    fn drop(&mut self) {
        self.open.remove(self.id);
    }
}

/// The answer to one request.
fn respond<B>(req: &Request<B>, metrics: &Metrics) -> Response<Full<Bytes>> {
    let openmetrics = req.headers().get_all(ACCEPT).iter().any(|v| {
        v.to_str()
            .is_ok_and(|s| s.contains("application/openmetrics-text"))
    });
    let (code, kind, body) = route(req.method(), req.uri().path(), openmetrics, metrics);
    let mut answer = Response::new(Full::new(Bytes::from(body)));
    *answer.status_mut() = code;
    answer
        .headers_mut()
        .insert(CONTENT_TYPE_HEADER, HeaderValue::from_static(kind));
    answer
}

/// What to answer: status, content type, body.
fn route(
    method: &Method,
    path: &str,
    openmetrics: bool,
    metrics: &Metrics,
) -> (StatusCode, &'static str, String) {
    const PLAIN: &str = "text/plain; charset=utf-8";
    if method != Method::GET && method != Method::HEAD {
        return (StatusCode::METHOD_NOT_ALLOWED, PLAIN, "only GET\n".into());
    }
    let probe = |r: Result<String, String>| match r {
        Ok(text) => (StatusCode::OK, PLAIN, format!("ok\n{text}\n")),
        Err(why) => (
            StatusCode::SERVICE_UNAVAILABLE,
            PLAIN,
            format!("unhealthy\n{why}\n"),
        ),
    };
    match path {
        "/metrics" if openmetrics => (StatusCode::OK, CONTENT_TYPE, metrics.encode()),
        "/metrics" => (StatusCode::OK, TEXT_CONTENT_TYPE, metrics.encode_text()),
        "/livez" => probe(metrics.liveness(Instant::now())),
        "/readyz" | "/healthz" => probe(metrics.readiness(Instant::now())),
        _ => (
            StatusCode::NOT_FOUND,
            PLAIN,
            "poolctl replenish: GET /metrics (OpenMetrics), /livez, /readyz or /healthz\n".into(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replenish::event::{Event, Link};
    use crate::replenish::run::EventSink;
    use crate::replenish::run::metrics::{Freshness, Identity};
    use std::io::{Read, Write};
    use std::net::TcpStream;

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

    /// Bytes read from `s` until it is closed, and how long that took.
    fn read_until_closed(s: &mut TcpStream) -> (String, Duration) {
        let started = Instant::now();
        s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
        let mut text = Vec::new();
        // A reset counts as closed.
        let _ = s.read_to_end(&mut text);
        (
            String::from_utf8_lossy(&text).into_owned(),
            started.elapsed(),
        )
    }

    #[test]
    fn a_slow_head_is_cut_at_the_head_timeout() {
        let limits = Limits {
            head: Duration::from_millis(300),
            ..LIMITS
        };
        let e = Endpoint::start_within("127.0.0.1:0".parse().unwrap(), metrics(), limits).unwrap();
        // Half a request head, the rest never sent (slow loris) ...
        let mut loris = TcpStream::connect(e.addr()).unwrap();
        loris
            .write_all(b"GET /metrics HTTP/1.1\r\nHost: x\r\n")
            .unwrap();
        // ... and a client that sends nothing.
        let mut mute = TcpStream::connect(e.addr()).unwrap();
        for s in [&mut loris, &mut mute] {
            let (text, took) = read_until_closed(s);
            assert!(!text.contains("200 OK"), "{text}");
            assert!(took < Duration::from_secs(5), "closed after {took:?}");
        }
        // A client that does send its head in time is answered.
        assert_eq!(get(e.addr(), "/livez").0, 200);
    }

    #[test]
    fn at_the_bound_a_new_connection_cuts_the_oldest_idle_one() {
        let limits = Limits {
            clients: 2,
            ..LIMITS
        };
        let e = Endpoint::start_within("127.0.0.1:0".parse().unwrap(), metrics(), limits).unwrap();
        // Twenty clients that never send a head (idle, or slow loris) ...
        let mut idle: Vec<TcpStream> = (0..20)
            .map(|_| TcpStream::connect(e.addr()).unwrap())
            .collect();
        // ... keep no probe out: each probe cuts the oldest of them.
        for _ in 0..10 {
            assert_eq!(get(e.addr(), "/livez").0, 200);
        }
        // The first idle client was cut, well before the head timeout.
        let (text, took) = read_until_closed(&mut idle[0]);
        assert!(text.is_empty(), "{text}");
        assert!(took < Duration::from_secs(2), "closed after {took:?}");
    }

    #[test]
    fn head_has_no_body() {
        let e = Endpoint::start("127.0.0.1:0".parse().unwrap(), metrics()).unwrap();
        let mut s = TcpStream::connect(e.addr()).unwrap();
        s.write_all(b"HEAD /metrics HTTP/1.1\r\nHost: x\r\n\r\n")
            .unwrap();
        let (text, _) = read_until_closed(&mut s);
        assert!(text.starts_with("HTTP/1.1 200"), "{text}");
        assert!(text.ends_with("\r\n\r\n"), "{text}");
    }

    #[test]
    fn a_bad_request_gets_400_and_other_methods_405() {
        let e = Endpoint::start("127.0.0.1:0".parse().unwrap(), metrics()).unwrap();
        let mut s = TcpStream::connect(e.addr()).unwrap();
        s.write_all(b"NOT A REQUEST\r\n\r\n").unwrap();
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
