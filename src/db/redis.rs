//! The Redis seam, beside the MySQL one: the only module that imports the
//! `redis` crate. It connects (bounded connect, read and write timeouts),
//! runs the Lua scripts its callers build (`crate::bench::redis_design`
//! holds the legacy design's: its check-and-decrement, its release, its
//! cleanup), caching each script's SHA so a call is one `EVALSHA` round
//! trip, reads counters in bulk (pipelined `MGET`, `SCAN`), and maps the client's errors to [`RedisError`]s that say what to
//! check, the password never shown. It holds no script text and decides
//! nothing.

use crate::config::RedisUrl;
use crate::redact;
use std::collections::HashMap;
use std::time::Duration;

/// How long a connect, a read or a write may take.
const TIMEOUT: Duration = Duration::from_secs(10);

/// Keys per `MGET` of [`Redis::counters`]: large enough that a batch's
/// round trip is amortised, small enough that one reply stays well under a
/// megabyte.
pub const MGET_BATCH: usize = 1000;

/// `SCAN`'s `COUNT` hint of [`Redis::scan`].
const SCAN_COUNT: u64 = 1000;

/// A Redis error, with the server shown without its password.
#[derive(Debug, thiserror::Error)]
pub enum RedisError {
    #[error(
        "cannot connect to Redis at {url}: {detail} (is redis-server running there? \
         `scripts/redis.sh start NAME` starts a private one on 127.0.0.1)"
    )]
    Connect { url: String, detail: String },
    #[error(
        "Redis at {url} refused the credentials: {detail} (check the password in the Redis URL: \
         --redis-url, POOLCTL_REDIS_URL or [redis] url)"
    )]
    Auth { url: String, detail: String },
    #[error("Redis at {url}, {action}: {detail}")]
    Command {
        url: String,
        action: String,
        detail: String,
    },
}

/// One connection to a Redis server.
pub struct Redis {
    conn: redis::Connection,
    url: String,
    scripts: HashMap<&'static str, redis::Script>,
}

impl Redis {
    /// Connect and check the server answers (`PING`), each step within
    /// 10 s.
    pub fn connect(url: &RedisUrl) -> Result<Redis, RedisError> {
        Redis::connect_within(url, TIMEOUT)
    }

    /// [`Redis::connect`] with `timeout` for the connect and for every later
    /// read and write: shadow mode's second store answers within a short
    /// bound or counts as unreachable.
    pub fn connect_within(url: &RedisUrl, timeout: Duration) -> Result<Redis, RedisError> {
        let shown = url.display_url();
        let connect_err = |e: redis::RedisError| {
            let (url, detail) = (shown.clone(), redact::text(&e.to_string()));
            let refused = e.kind() == redis::ErrorKind::AuthenticationFailed
                || matches!(e.code(), Some("NOAUTH" | "WRONGPASS"));
            if refused {
                RedisError::Auth { url, detail }
            } else {
                RedisError::Connect { url, detail }
            }
        };
        let client = redis::Client::open(url.expose()).map_err(connect_err)?;
        let mut conn = client
            .get_connection_with_timeout(timeout)
            .map_err(connect_err)?;
        conn.set_read_timeout(Some(timeout)).map_err(connect_err)?;
        conn.set_write_timeout(Some(timeout)).map_err(connect_err)?;
        redis::cmd("PING")
            .query::<String>(&mut conn)
            .map_err(connect_err)?;
        Ok(Redis {
            conn,
            url: shown,
            scripts: HashMap::new(),
        })
    }

    /// The server's version (`INFO server`'s `redis_version`).
    pub fn version(&mut self) -> Result<String, RedisError> {
        let info: String = redis::cmd("INFO")
            .arg("server")
            .query(&mut self.conn)
            .map_err(|e| self.error("reading INFO", e))?;
        Ok(info
            .lines()
            .find_map(|l| l.strip_prefix("redis_version:"))
            .map_or_else(|| "unknown".to_string(), |v| format!("Redis {}", v.trim())))
    }

    /// Run the Lua `script` (its text, kept and sent once: later calls are
    /// `EVALSHA`) with `keys` and integer `args`; its answer as integers (a
    /// single integer, or an array of them; nil reads as 0).
    pub fn script(
        &mut self,
        script: &'static str,
        keys: &[String],
        args: &[i64],
        action: &str,
    ) -> Result<Vec<i64>, RedisError> {
        let s = self
            .scripts
            .entry(script)
            .or_insert_with(|| redis::Script::new(script));
        let mut call = s.prepare_invoke();
        for k in keys {
            call.key(k);
        }
        for a in args {
            call.arg(*a);
        }
        let value: redis::Value = call
            .invoke(&mut self.conn)
            .map_err(|e| self.error(action, e))?;
        Ok(integers(value))
    }

    /// The integer value of each of `keys`, in their order (`None`: no
    /// such key, or a value that is not a whole number). `MGET` in
    /// batches of [`MGET_BATCH`] keys, every batch of a call sent in one
    /// pipeline: one round trip however many keys.
    pub fn counters(&mut self, keys: &[String]) -> Result<Vec<Option<i64>>, RedisError> {
        if keys.is_empty() {
            return Ok(Vec::new());
        }
        let mut pipe = redis::pipe();
        for batch in keys.chunks(MGET_BATCH) {
            pipe.cmd("MGET").arg(batch);
        }
        let batches: Vec<Vec<Option<String>>> = pipe
            .query(&mut self.conn)
            .map_err(|e| self.error("reading the counters (MGET)", e))?;
        Ok(batches
            .into_iter()
            .flatten()
            .map(|v| v.and_then(|s| s.trim().parse().ok()))
            .collect())
    }

    /// Every key matching the glob `pattern`, by `SCAN` (never `KEYS`,
    /// which blocks the server), `SCAN_COUNT` keys a step; a key the
    /// scan returns twice (it may, while keys change) is kept once.
    pub fn scan(&mut self, pattern: &str) -> Result<Vec<String>, RedisError> {
        let mut cursor: u64 = 0;
        let mut keys = std::collections::BTreeSet::new();
        loop {
            let (next, batch): (u64, Vec<String>) = redis::cmd("SCAN")
                .arg(cursor)
                .arg("MATCH")
                .arg(pattern)
                .arg("COUNT")
                .arg(SCAN_COUNT)
                .query(&mut self.conn)
                .map_err(|e| self.error("listing the counters (SCAN)", e))?;
            keys.extend(batch);
            if next == 0 {
                return Ok(keys.into_iter().collect());
            }
            cursor = next;
        }
    }

    fn error(&self, action: &str, e: redis::RedisError) -> RedisError {
        RedisError::Command {
            url: self.url.clone(),
            action: action.to_string(),
            detail: redact::text(&e.to_string()),
        }
    }
}

/// A script's answer as integers.
fn integers(v: redis::Value) -> Vec<i64> {
    match v {
        redis::Value::Int(n) => vec![n],
        redis::Value::Array(items) => items.into_iter().flat_map(integers).collect(),
        redis::Value::BulkString(b) => vec![
            std::str::from_utf8(&b)
                .ok()
                .and_then(|s| s.trim().parse().ok())
                .unwrap_or(0),
        ],
        redis::Value::Nil => vec![0],
        _ => vec![0],
    }
}
