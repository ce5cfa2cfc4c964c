//! The metrics endpoint: `GET /metrics` (OpenMetrics text when the client
//! asks for it, as Prometheus does; else the Prometheus text format, which
//! `promtool check metrics` reads) and `GET /healthz`
//! (200 "ok", or 503 with the reasons), on a small synchronous listener
//! (tiny_http) in a thread of its own: the project has no async runtime, and
//! two read-only routes do not need one.

use super::metrics::Metrics;
use std::net::SocketAddr;
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Instant;
use tiny_http::{Header, Method, Response, Server};

/// What OpenMetrics asks to be served as.
pub const CONTENT_TYPE: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";
/// The Prometheus text format, for clients that do not ask for OpenMetrics.
pub const TEXT_CONTENT_TYPE: &str = "text/plain; version=0.0.4; charset=utf-8";

/// Whether the request's `Accept` asks for OpenMetrics (Prometheus does).
fn wants_openmetrics(req: &tiny_http::Request) -> bool {
    req.headers().iter().any(|h| {
        h.field.equiv("Accept") && h.value.as_str().contains("application/openmetrics-text")
    })
}

/// A running endpoint; stops (and frees its port) when dropped.
pub struct Endpoint {
    server: Arc<Server>,
    addr: SocketAddr,
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

/// `reply` with its Content-Type (the values here are valid header text; one
/// that were not would leave the header out rather than fail the reply).
fn typed<R: std::io::Read>(reply: Response<R>, content_type: &str) -> Response<R> {
    match Header::from_bytes(&b"Content-Type"[..], content_type.as_bytes()) {
        Ok(h) => reply.with_header(h),
        Err(()) => reply,
    }
}

impl Endpoint {
    /// Listen on `addr` (port 0: any free port, see [`Endpoint::addr`]).
    pub fn start(addr: SocketAddr, metrics: Arc<Metrics>) -> Result<Endpoint, ListenError> {
        let server = Server::http(addr).map_err(|e| ListenError {
            addr,
            detail: e.to_string(),
        })?;
        let bound = server.server_addr().to_ip().unwrap_or(addr);
        let server = Arc::new(server);
        let s = server.clone();
        let thread = std::thread::Builder::new()
            .name("poolctl-metrics".into())
            .spawn(move || serve(&s, &metrics))
            .map_err(|e| ListenError {
                addr,
                detail: format!("cannot start its thread: {e}"),
            })?;
        Ok(Endpoint {
            server,
            addr: bound,
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
        self.server.unblock();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

fn serve(server: &Server, metrics: &Metrics) {
    for req in server.incoming_requests() {
        let path = req.url().split('?').next().unwrap_or("").to_string();
        let reply = match (req.method(), path.as_str()) {
            (Method::Get | Method::Head, "/metrics") if wants_openmetrics(&req) => {
                typed(Response::from_string(metrics.encode()), CONTENT_TYPE)
            }
            (Method::Get | Method::Head, "/metrics") => typed(
                Response::from_string(metrics.encode_text()),
                TEXT_CONTENT_TYPE,
            ),
            (Method::Get | Method::Head, "/healthz") => {
                let reply = match metrics.health(Instant::now()) {
                    Ok(text) => Response::from_string(format!("ok\n{text}\n")),
                    Err(why) => {
                        Response::from_string(format!("unhealthy\n{why}\n")).with_status_code(503)
                    }
                };
                typed(reply, "text/plain; charset=utf-8")
            }
            (Method::Get | Method::Head, _) => {
                Response::from_string("poolctl replenish: GET /metrics (OpenMetrics) or /healthz\n")
                    .with_status_code(404)
            }
            _ => Response::from_string("only GET\n").with_status_code(405),
        };
        // A client that went away is its own problem.
        let _ = req.respond(reply);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replenish::event::{Event, Link};
    use crate::replenish::run::EventSink;
    use std::io::{Read, Write};
    use std::time::Duration;

    fn get(addr: SocketAddr, path: &str) -> (u16, String) {
        get_accepting(addr, path, "*/*")
    }

    fn get_accepting(addr: SocketAddr, path: &str, accept: &str) -> (u16, String) {
        let mut s = std::net::TcpStream::connect(addr).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
        write!(
            s,
            "GET {path} HTTP/1.0\r\nHost: x\r\nAccept: {accept}\r\n\r\n"
        )
        .unwrap();
        let mut text = String::new();
        s.read_to_string(&mut text).unwrap();
        let code = text[9..12].parse().unwrap();
        (code, text)
    }

    #[test]
    fn serves_metrics_and_health_and_stops_when_dropped() {
        let m = Arc::new(Metrics::new());
        m.pod(None, Duration::from_secs(10));
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
        assert!(text.contains("poolctl_replenish_leader 0"), "{text}");
        assert!(text.ends_with("# EOF\n"), "{text}");
        // ... anything else the Prometheus text format.
        let (code, text) = get(addr, "/metrics");
        assert_eq!(code, 200);
        assert!(text.contains(TEXT_CONTENT_TYPE), "{text}");
        assert!(!text.contains("# EOF"), "{text}");
        assert_eq!(get(addr, "/healthz").0, 503);
        for link in [Link::Work, Link::Lock] {
            let up = Event::Connected {
                link,
                connection: 1,
                again: false,
            };
            m.event(None, &up);
        }
        let (code, text) = get(addr, "/healthz");
        assert_eq!(code, 200, "{text}");
        assert_eq!(get(addr, "/nope").0, 404);
        drop(e);
        // tiny_http's accept thread lets go of the port once it wakes up.
        let deadline = std::time::Instant::now() + Duration::from_secs(10);
        while std::net::TcpStream::connect(addr).is_ok() {
            assert!(std::time::Instant::now() < deadline, "{addr} still listens");
            std::thread::yield_now();
        }
    }

    #[test]
    fn a_port_in_use_is_one_clear_error() {
        let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = taken.local_addr().unwrap();
        let err = Endpoint::start(addr, Arc::new(Metrics::new())).unwrap_err();
        assert!(err.to_string().contains("--metrics-addr"), "{err}");
    }
}
