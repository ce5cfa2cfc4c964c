//! The Redis server a command talks to (`--redis-url`, else
//! `POOLCTL_REDIS_URL`, else `[redis] url`: `defs::redis_keys`, resolved by
//! `Settings::redis_url`): its URL parsed and checked once here, shown only
//! without its password.

use super::error::RedisUrlProblem;
use super::layers::Origin;
use crate::redact;
use std::fmt;

/// A Redis server URL, checked: `redis://` (TCP) with a host. Its `Debug`
/// and [`RedisUrl::display_url`] never show the password.
#[derive(Clone, PartialEq, Eq)]
pub struct RedisUrl {
    raw: String,
    host: String,
    port: u16,
    /// Where it was given, for messages ("--redis-url", "[redis] url").
    pub origin: Origin,
}

impl fmt::Debug for RedisUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RedisUrl")
            .field("url", &self.display_url())
            .field("origin", &self.origin)
            .finish()
    }
}

impl RedisUrl {
    /// Parse `raw` (from `origin`).
    pub fn parse(raw: &str, origin: Origin) -> Result<RedisUrl, RedisUrlProblem> {
        let u = url::Url::parse(raw.trim()).map_err(|_| RedisUrlProblem::NotAUrl)?;
        if u.scheme() != "redis" {
            return Err(RedisUrlProblem::Scheme(u.scheme().to_string()));
        }
        let host = match u.host_str() {
            Some(h) if !h.is_empty() => h.to_string(),
            _ => return Err(RedisUrlProblem::NoHost),
        };
        let db = u.path().trim_start_matches('/');
        if !db.is_empty() && db.parse::<u32>().is_err() {
            return Err(RedisUrlProblem::Database(db.to_string()));
        }
        Ok(RedisUrl {
            raw: raw.trim().to_string(),
            host,
            port: u.port().unwrap_or(6379),
            origin,
        })
    }

    /// The URL as given, password included: for the Redis client only.
    pub fn expose(&self) -> &str {
        &self.raw
    }

    /// The host, as given (for the loopback check).
    pub fn host(&self) -> &str {
        &self.host
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// The URL with its password masked, as every message shows it.
    pub fn display_url(&self) -> String {
        match url::Url::parse(&self.raw) {
            Ok(mut u) => {
                if u.password().is_some() {
                    let _ = u.set_password(Some(redact::MASK));
                }
                u.to_string()
            }
            Err(_) => redact::url(&self.raw),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_masks() {
        let u = RedisUrl::parse("redis://:s3cret@127.0.0.1:6390/2", Origin::Flag).unwrap();
        assert_eq!(u.host(), "127.0.0.1");
        assert_eq!(u.port(), 6390);
        assert_eq!(u.display_url(), "redis://:***@127.0.0.1:6390/2");
        assert!(!format!("{u:?}").contains("s3cret"));
        let plain = RedisUrl::parse("redis://localhost", Origin::File).unwrap();
        assert_eq!(
            (plain.port(), plain.display_url().as_str()),
            (6379, "redis://localhost")
        );
        assert_eq!(
            RedisUrl::parse("rediss://h:1", Origin::Flag),
            Err(RedisUrlProblem::Scheme("rediss".into()))
        );
        assert_eq!(
            RedisUrl::parse("redis://h:1/x", Origin::Flag),
            Err(RedisUrlProblem::Database("x".into()))
        );
        assert_eq!(
            RedisUrl::parse("127.0.0.1:6379", Origin::Flag).map(|_| ()),
            Err(RedisUrlProblem::NotAUrl)
        );
        assert_eq!(
            RedisUrl::parse("nonsense", Origin::Flag),
            Err(RedisUrlProblem::NotAUrl)
        );
        let problem = RedisUrlProblem::Scheme("x".into()).to_string();
        assert!(!problem.contains("s3cret"));
    }
}
