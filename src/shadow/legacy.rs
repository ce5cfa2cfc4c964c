//! The legacy store's operations as shadow mode runs them, on the layout
//! `[shadow]` configures (`super::layout`): a counter per shop, item and
//! location holding the units left to reserve, and a hold per checkout
//! holding its quantity with the hold TTL as its expiry
//! (`runbooks/cutover.md`). Each operation is one Lua script, atomic on the
//! Redis server and all-or-nothing over a cart, as the legacy code's
//! `DECRBY`/`INCRBY` were per line. Pure: the scripts' text and the keys
//! and arguments of each call; `crate::db::shadow` runs them through the
//! Redis seam.
//!
//! What the library does not do on the legacy side: give back the units of
//! a hold that expired in Redis (the key goes, the counter stays
//! decremented). That stays the legacy sweeper's job, as before the move;
//! `poolctl shadow compare` shows what it has not given back yet as
//! `redis-lower`.

use super::layout::Layout;
use crate::pool::PoolKey;

/// A reservation of a cart: when every counter (`KEYS[1..n]`) has the
/// line's quantity (`ARGV[i + 1]`), take them all and add each to its hold
/// (`KEYS[n + i]`), each hold expiring in `ARGV[1]` seconds; 1 granted,
/// 0 refused (a counter short or missing: nothing taken).
pub const RESERVE: &str = "\
local n = #KEYS / 2
for i = 1, n do
  local left = tonumber(redis.call('GET', KEYS[i]) or '')
  if left == nil or left < tonumber(ARGV[i + 1]) then return 0 end
end
for i = 1, n do
  local q = tonumber(ARGV[i + 1])
  redis.call('DECRBY', KEYS[i], q)
  redis.call('INCRBY', KEYS[n + i], q)
  redis.call('EXPIRE', KEYS[n + i], ARGV[1])
end
return 1";

/// A claim: when every hold (`KEYS`) is there, drop them all (their units
/// are sold: the counters stay as they are) and answer each hold's
/// quantity; a hold missing: nothing dropped, an answer of 0s.
pub const CLAIM: &str = "\
local out = {}
for i = 1, #KEYS do
  local q = tonumber(redis.call('GET', KEYS[i]) or '')
  if q == nil then
    for j = 1, #KEYS do out[j] = 0 end
    return out
  end
  out[i] = q
end
for i = 1, #KEYS do redis.call('DEL', KEYS[i]) end
return out";

/// A release: each hold (`KEYS[n + i]`) there is dropped and its quantity
/// put back on its counter (`KEYS[i]`); the quantity of each (0: no hold).
pub const RELEASE: &str = "\
local n = #KEYS / 2
local out = {}
for i = 1, n do
  local q = tonumber(redis.call('GET', KEYS[n + i]) or '')
  if q == nil then
    out[i] = 0
  else
    redis.call('DEL', KEYS[n + i])
    redis.call('INCRBY', KEYS[i], q)
    out[i] = q
  end
end
return out";

/// Each hold's (`KEYS`) quantity and the milliseconds it has left, as
/// pairs (0, -2 for a hold gone since it was listed; -1: no expiry).
pub const HOLDS: &str = "\
local out = {}
for i = 1, #KEYS do
  out[2 * i - 1] = tonumber(redis.call('GET', KEYS[i]) or '0') or 0
  out[2 * i] = redis.call('PTTL', KEYS[i])
end
return out";

/// The keys and arguments of one script call.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Call {
    pub keys: Vec<String>,
    pub args: Vec<i64>,
}

impl Layout {
    /// [`RESERVE`]'s call for `checkout`'s `lines` (pool, quantity).
    pub fn reserve_call(&self, checkout: &str, lines: &[(PoolKey, u64)]) -> Call {
        let ttl = i64::try_from(self.hold_ttl.as_secs()).unwrap_or(i64::MAX);
        Call {
            keys: self
                .counters(lines.iter().map(|l| l.0))
                .chain(self.holds(checkout, lines.iter().map(|l| l.0)))
                .collect(),
            args: std::iter::once(ttl)
                .chain(lines.iter().map(|l| i64::try_from(l.1).unwrap_or(i64::MAX)))
                .collect(),
        }
    }

    /// [`CLAIM`]'s call for `checkout`'s holds in `keys`.
    pub fn claim_call(&self, checkout: &str, keys: &[PoolKey]) -> Call {
        Call {
            keys: self.holds(checkout, keys.iter().copied()).collect(),
            args: Vec::new(),
        }
    }

    /// [`RELEASE`]'s call for `checkout`'s holds in `keys`.
    pub fn release_call(&self, checkout: &str, keys: &[PoolKey]) -> Call {
        Call {
            keys: self
                .counters(keys.iter().copied())
                .chain(self.holds(checkout, keys.iter().copied()))
                .collect(),
            args: Vec::new(),
        }
    }

    fn counters(&self, keys: impl Iterator<Item = PoolKey>) -> impl Iterator<Item = String> {
        keys.map(|k| self.counter.counter(k.shop, k.item, k.location))
    }

    fn holds<'a>(
        &'a self,
        checkout: &'a str,
        keys: impl Iterator<Item = PoolKey> + 'a,
    ) -> impl Iterator<Item = String> + 'a {
        keys.map(move |k| self.hold.hold(checkout, k.shop, k.item, k.location))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::layers::Section;

    fn key(item: u64) -> PoolKey {
        PoolKey {
            shop: 1,
            item,
            location: 2,
        }
    }

    #[test]
    fn each_call_names_the_configured_keys_in_the_scripts_order() {
        let layout = Layout::resolve(&Section::default().with("hold_ttl_seconds", 900)).unwrap();
        let call = layout.reserve_call("co-7", &[(key(5), 2), (key(6), 1)]);
        assert_eq!(
            call.keys,
            [
                "inv:1:5:2",
                "inv:1:6:2",
                "hold:co-7:1:5:2",
                "hold:co-7:1:6:2"
            ]
        );
        assert_eq!(call.args, [900, 2, 1]);
        assert_eq!(
            layout.claim_call("co-7", &[key(5)]).keys,
            ["hold:co-7:1:5:2"]
        );
        assert_eq!(
            layout.release_call("co-7", &[key(5)]).keys,
            ["inv:1:5:2", "hold:co-7:1:5:2"]
        );
    }
}
