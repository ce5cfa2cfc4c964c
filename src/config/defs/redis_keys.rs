//! `[redis]`: the Redis server of the legacy counter design, the one home of
//! its URL for every command that talks to Redis (`bench flash-sale --design
//! redis`, shadow mode). The URL is also a flag (`--redis-url`) and a
//! variable (`POOLCTL_REDIS_URL`): flag over variable over key. It may hold a
//! password, so it is a secret: messages show it through
//! `crate::config::RedisUrl::display_url`, password masked.

use super::kinds::{Table, Text};
use super::{AnySetting, Def, Setting};

pub const REDIS: Setting<Table> = Setting {
    def: Def::new(
        "redis",
        "The Redis server of the legacy design (one quantity counter per item), for the commands \
         that talk to it",
    )
    .key("redis"),
    kind: Table,
};

pub const REDIS_URL: Setting<Text> = Setting {
    def: Def::new(
        "redis_url",
        "The Redis server, redis://[:PASSWORD@]HOST:PORT[/DB] (a password here works, but is \
         better kept in POOLCTL_REDIS_URL than on a command line)",
    )
    .flag("redis-url")
    .env("POOLCTL_REDIS_URL")
    .key("redis.url")
    .value_name("URL")
    .heading("Redis")
    .secret()
    .hide_env_value()
    .help(
        "The Redis server, redis://HOST:PORT[/DB] (or {key}). Keep a password out of the command \
         line: put the whole URL in POOLCTL_REDIS_URL or poolctl.toml",
    ),
    kind: Text::ANY,
};

/// In the order the reference lists them.
pub const ALL: &[&dyn AnySetting] = &[&REDIS, &REDIS_URL];
