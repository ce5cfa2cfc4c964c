//! The legacy design (`--design redis`): one quantity counter per item in
//! Redis beside the MySQL ledger, as the published system ran before it
//! moved reservations into MySQL. Its keys (per bench database, so runs on
//! one Redis server never meet) and its Lua scripts, each one atomic on the
//! Redis server: the check-and-decrement of a reservation (with its hold),
//! the release (the increment), the claim's Redis cleanup, and the setup,
//! check and drop of a run. Pure: `crate::db::Redis` runs them,
//! `super::redis_load` drives them with the ledger's SQL (`super::sql`).

/// The keys of one run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Keys {
    prefix: String,
}

impl Keys {
    /// The keys of the bench in `database`.
    pub fn new(database: &str) -> Keys {
        Keys {
            prefix: format!("poolctl_bench:{database}:"),
        }
    }

    /// An item's counter: units available to reserve.
    pub fn available(&self, item: u64) -> String {
        format!("{}available:{item}", self.prefix)
    }

    /// The hash of units held per item.
    pub fn held(&self) -> String {
        format!("{}held", self.prefix)
    }

    /// The hash of holds: checkout -> "item:quantity".
    pub fn holds(&self) -> String {
        format!("{}holds", self.prefix)
    }

    /// Every key of a run of `items` items: the counters, then `held` and
    /// `holds` (the order [`SETUP`], [`CHECK`] and [`DROP`] take).
    pub fn all(&self, items: u64) -> Vec<String> {
        (1..=items)
            .map(|i| self.available(i))
            .chain([self.held(), self.holds()])
            .collect()
    }
}

/// Set every counter to `ARGV[1]` units and forget every hold. KEYS: [`Keys::all`].
pub const SETUP: &str = "\
local n = #KEYS
redis.call('DEL', KEYS[n - 1], KEYS[n])
for i = 1, n - 2 do redis.call('SET', KEYS[i], ARGV[1]) end
return n - 2";

/// A reservation: take `ARGV[2]` units of item `ARGV[1]` when the counter has
/// them, and hold them for checkout `ARGV[3]`; -1 when it has not (sold out),
/// else the units left. KEYS: the item's counter, `held`, `holds`.
pub const RESERVE: &str = "\
local q = tonumber(ARGV[2])
local left = tonumber(redis.call('GET', KEYS[1]) or '0')
if left < q then return -1 end
redis.call('DECRBY', KEYS[1], q)
redis.call('HINCRBY', KEYS[2], ARGV[1], q)
redis.call('HSET', KEYS[3], ARGV[3], ARGV[1] .. ':' .. q)
return left - q";

/// A release: the hold of checkout `ARGV[2]` (item `ARGV[1]`) back to the
/// counter (the increment); the units put back (0: no such hold). KEYS: the
/// item's counter, `held`, `holds`.
pub const RELEASE: &str = "\
local h = redis.call('HGET', KEYS[3], ARGV[2])
if not h then return 0 end
local q = tonumber(string.match(h, ':(%d+)$'))
redis.call('HDEL', KEYS[3], ARGV[2])
redis.call('HINCRBY', KEYS[2], ARGV[1], -q)
redis.call('INCRBY', KEYS[1], q)
return q";

/// The claim's Redis half: drop the hold of checkout `ARGV[2]` (item
/// `ARGV[1]`), the units sold; the units it held (0: no such hold). KEYS:
/// `held`, `holds`.
pub const CLEANUP: &str = "\
local h = redis.call('HGET', KEYS[2], ARGV[2])
if not h then return 0 end
local q = tonumber(string.match(h, ':(%d+)$'))
redis.call('HDEL', KEYS[2], ARGV[2])
redis.call('HINCRBY', KEYS[1], ARGV[1], -q)
return q";

/// Per item 1..=N: the counter and the units held, as one flat array
/// (available 1, held 1, available 2, ...). KEYS: [`Keys::all`].
pub const CHECK: &str = "\
local n = #KEYS
local out = {}
for i = 1, n - 2 do
  out[#out + 1] = tonumber(redis.call('GET', KEYS[i]) or '0')
  out[#out + 1] = tonumber(redis.call('HGET', KEYS[n - 1], tostring(i)) or '0')
end
return out";

/// Every hold's checkout and units, flat (checkout 1, units 1, ...). KEYS:
/// `holds`.
pub const HOLDS: &str = "\
local all = redis.call('HGETALL', KEYS[1])
local out = {}
for i = 1, #all, 2 do
  out[#out + 1] = tonumber(all[i])
  out[#out + 1] = tonumber(string.match(all[i + 1], ':(%d+)$'))
end
return out";

/// Delete every key of the run. KEYS: [`Keys::all`].
pub const DROP: &str = "return redis.call('DEL', unpack(KEYS))";

/// The Redis design's inventory error from the data of both stores: per
/// item, `taken` units the counters gave out (stock - available), `held`
/// in Redis's holds and `sold` in the ledger's sales; and each hold still
/// in Redis whose checkout the ledger sold (`held_and_sold`, units).
/// Units held and sold are counted twice (a hold the legacy expiry will
/// hand back to the counter: oversold); units taken but neither held nor
/// sold are lost (on hand in the ledger, never offered again).
pub fn inventory_error(taken: u64, held: u64, sold: u64, held_and_sold: u64) -> (u64, u64) {
    let oversold = held_and_sold;
    let accounted = held + sold - held_and_sold;
    (oversold, taken.saturating_sub(accounted))
}

/// Units of the holds (`(checkout, units)`) whose checkout is in `sold`
/// (ascending).
pub fn held_and_sold(holds: &[(u64, u64)], sold: &[u64]) -> u64 {
    holds
        .iter()
        .filter(|(c, _)| sold.binary_search(c).is_ok())
        .map(|(_, q)| q)
        .sum()
}

/// A checkout id as the scripts take it (a number: the bench's checkouts
/// are numbered per client).
pub fn checkout(client: u32, seq: u64) -> i64 {
    i64::from(client) * 1_000_000_000 + i64::try_from(seq).unwrap_or(i64::MAX / 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_per_database_and_in_the_scripts_order() {
        let k = Keys::new("t_a_1");
        assert_eq!(
            k.all(2),
            [
                "poolctl_bench:t_a_1:available:1",
                "poolctl_bench:t_a_1:available:2",
                "poolctl_bench:t_a_1:held",
                "poolctl_bench:t_a_1:holds"
            ]
        );
        assert_ne!(Keys::new("a").held(), Keys::new("b").held());
        assert_ne!(checkout(1, 5), checkout(2, 5));
    }

    /// A ledger-first crash leaves a hold whose unit the ledger sold
    /// (oversold); a counter-first one a unit taken from the counter that
    /// is neither held nor sold (unavailable); both counted apart.
    #[test]
    fn each_crash_is_counted_in_its_direction() {
        // 10 taken: 6 claimed whole, 2 held and sold, 1 gone, 1 held.
        let holds = [(7, 1), (8, 1), (9, 1)];
        let sold = [1, 2, 3, 4, 5, 6, 7, 8];
        let both = held_and_sold(&holds, &sold);
        assert_eq!(both, 2);
        assert_eq!(inventory_error(10, 3, 8, both), (2, 1));
        assert_eq!(inventory_error(10, 2, 8, 0), (0, 0));
    }
}
