//! The legacy design's load (`--design redis`): client threads, each with
//! a MySQL connection (the ledger, the refusals) and a Redis connection
//! (the counters and holds), reserving through [`super::redis_design`]'s
//! check-and-decrement; with `--crash-rate`, each reservation is claimed
//! (the ledger write and the Redis cleanup, in the order drawn, the client
//! dying between them as often as asked: both connections dropped and made
//! again, as a restarted process would). The data of both stores is
//! checked at the end.

use super::claims::{self, ClaimOrder, InventoryError};
use super::design::{Design, ErrorCounts, ItemCheck, Rng, pick_left};
use super::load::{FlashSale, Latencies, LoadError, connect, together};
use super::pacing::{Pace, micros};
use super::redis_design::{self as rd, Keys};
use super::report::DesignResult;
use super::transactions;
use crate::config::{RedisUrl, Target};
use crate::db::{Db, Redis};
use hdrhistogram::Histogram;
use std::collections::BTreeSet;
use std::time::Instant;

/// What one client did.
struct ClientStats {
    latencies: Histogram<u64>,
    uncorrected: Histogram<u64>,
    events: Vec<(u32, u32)>,
    sold_out: u64,
    claims: InventoryError,
    fatal: Option<String>,
}

struct Shared<'a> {
    target: &'a Target,
    redis: &'a RedisUrl,
    keys: &'a Keys,
    sale: &'a FlashSale,
    pace: &'a Pace,
}

type Conns = (Db, Redis);

/// One client's claim of the hold of `checkout` on `item`: both writes in
/// `order`, or the first and then the crash. `Ok(false)`: the ledger had
/// no unit left, the hold went back to the counter (the release).
fn claim(
    conns: &mut Conns,
    sh: &Shared<'_>,
    item: u64,
    checkout: i64,
    (order, crash): (ClaimOrder, bool),
    stats: &mut InventoryError,
) -> Result<bool, LoadError> {
    let (db, redis) = conns;
    let cleanup_keys = [sh.keys.held(), sh.keys.holds()];
    let hold_keys = [sh.keys.available(item), sh.keys.held(), sh.keys.holds()];
    let args = [i64::try_from(item).unwrap_or(0), checkout];
    let sale_id = u64::try_from(checkout).unwrap_or(0);
    stats.claims += 1;
    match order {
        ClaimOrder::LedgerFirst => {
            if !transactions::on_hand_claim(db, sale_id, item, 1)? {
                redis.script(rd::RELEASE, &hold_keys, &args, "releasing a hold")?;
                return Ok(false);
            }
            if crash {
                return crashed(conns, sh, order, stats).map(|()| true);
            }
            redis.script(rd::CLEANUP, &cleanup_keys, &args, "a claim's cleanup")?;
        }
        ClaimOrder::CounterFirst => {
            redis.script(rd::CLEANUP, &cleanup_keys, &args, "a claim's cleanup")?;
            if crash {
                return crashed(conns, sh, order, stats).map(|()| true);
            }
            // The hold is gone: a ledger without the unit is an error of
            // the data, counted at the end.
            transactions::on_hand_claim(db, sale_id, item, 1)?;
        }
    }
    Ok(true)
}

/// The client died after the claim's first write: both connections go, new
/// ones are made.
fn crashed(
    conns: &mut Conns,
    sh: &Shared<'_>,
    order: ClaimOrder,
    stats: &mut InventoryError,
) -> Result<(), LoadError> {
    stats.crashed(order);
    *conns = (
        connect(sh.target, sh.sale.lock_wait_timeout)?,
        Redis::connect(sh.redis)?,
    );
    Ok(())
}

fn client(conns: &mut Conns, n: u32, sh: &Shared<'_>, latencies: &Latencies) -> ClientStats {
    let sale = sh.sale;
    let start = sh.pace.start();
    let mut rng = Rng::new(u64::from(n) + 1);
    let mut claims_rng = Rng::new(u64::from(n) + 7_919);
    let mut stats = ClientStats {
        latencies: latencies.histogram(),
        uncorrected: latencies.histogram(),
        events: Vec::new(),
        sold_out: 0,
        claims: InventoryError::default(),
        fatal: None,
    };
    let mut gone: BTreeSet<u64> = BTreeSet::new();
    let mut seq = 0u64;
    while (gone.len() as u64) < sale.items {
        let Some(ticket) = sh.pace.next() else {
            break;
        };
        let item = pick_left(&mut rng, sale.items, sale.hot, &gone);
        seq += 1;
        let checkout = rd::checkout(n, seq);
        sh.pace.inside();
        let keys = [sh.keys.available(item), sh.keys.held(), sh.keys.holds()];
        let args = [i64::try_from(item).unwrap_or(0), 1, checkout];
        let left = match conns.1.script(rd::RESERVE, &keys, &args, "a reservation") {
            Ok(v) => v.first().copied().unwrap_or(-1),
            Err(e) => {
                stats.fatal = Some(format!("client {n}: {e}"));
                break;
            }
        };
        if left < 0 {
            stats.sold_out += 1;
            gone.insert(item);
            if let Err(e) = transactions::refused(&mut conns.0, item) {
                stats.fatal = Some(format!("client {n}: {e}"));
                break;
            }
            continue;
        }
        // The application's work after the reservation (no lock is held).
        std::thread::sleep(sale.think);
        let done = Instant::now();
        let us = micros(done - ticket.intended);
        let _ = stats.latencies.record(us);
        let _ = stats.uncorrected.record(micros(done - ticket.sent));
        stats.events.push(super::sale::event(start, done, us));
        if let Some(rate) = sale.crash_rate {
            let drawn = claims::draw(&mut claims_rng, rate);
            if let Err(e) = claim(conns, sh, item, checkout, drawn, &mut stats.claims) {
                stats.fatal = Some(format!("client {n}: {e}"));
                break;
            }
        }
    }
    stats
}

/// One run of the Redis design on fresh tables and keys.
pub fn run(target: &Target, redis: &RedisUrl, sale: &FlashSale) -> Result<DesignResult, LoadError> {
    let latencies = Latencies::new()?;
    let mut main = connect(target, sale.lock_wait_timeout)?;
    let mut main_redis = Redis::connect(redis)?;
    let database = target
        .require_database()
        .map_err(|e| LoadError::Beside(e.to_string()))?;
    let keys = Keys::new(database);
    let all = keys.all(sale.items);
    transactions::prepare_redis_design(&mut main, sale.items, sale.stock)
        .map_err(LoadError::Prepare)?;
    main_redis.script(
        rd::SETUP,
        &all,
        &[i64::try_from(sale.stock).unwrap_or(i64::MAX)],
        "setting up the counters",
    )?;
    let mut clients = Vec::with_capacity(sale.clients as usize);
    for _ in 0..sale.clients {
        let db = connect(target, sale.lock_wait_timeout).map_err(|source| LoadError::Connect {
            clients: sale.clients,
            source,
        })?;
        clients.push((db, Redis::connect(redis)?));
    }
    let pace = sale.pace();
    let shared = Shared {
        target,
        redis,
        keys: &keys,
        sale,
        pace: &pace,
    };
    let (stats, elapsed) = together(clients, |i, conns| {
        client(conns, i as u32 + 1, &shared, &latencies)
    });
    let end = Instant::now();
    let seconds = elapsed.as_secs_f64().max(1e-6);
    let mut hist = latencies.histogram();
    let mut uncorrected = latencies.histogram();
    let mut events = Vec::new();
    let mut sold_out = 0;
    let mut fatal = Vec::new();
    let mut inventory = InventoryError::default();
    for s in &stats {
        Latencies::add(&mut hist, &s.latencies)?;
        Latencies::add(&mut uncorrected, &s.uncorrected)?;
        events.extend_from_slice(&s.events);
        sold_out += s.sold_out;
        fatal.extend(s.fatal.clone());
        inventory.merge(&s.claims);
    }
    // From the data: Redis's counters and holds, the ledger's on hand.
    let counted = main_redis.script(rd::CHECK, &all, &[], "checking the counters")?;
    let ledger = transactions::redis_design_check(&mut main)?;
    let sales = transactions::redis_design_sales(&mut main)?;
    let holds = main_redis.script(rd::HOLDS, &[keys.holds()], &[], "reading the holds")?;
    let holds: Vec<(u64, u64)> = holds
        .chunks(2)
        .map(|c| {
            let n = |i: usize| c.get(i).map_or(0, |&v| u64::try_from(v).unwrap_or(0));
            (n(0), n(1))
        })
        .collect();
    let (mut oversold, mut undersold) = (0, 0);
    let (mut taken_all, mut held_all, mut sold_all) = (0, 0, 0);
    for [item, stock, on_hand, refusals, sold] in ledger {
        let i = usize::try_from(item.saturating_sub(1)).unwrap_or(usize::MAX);
        let number = |j: usize| counted.get(j).map_or(0, |&v| u64::try_from(v).unwrap_or(0));
        let (available, held) = (number(2 * i), number(2 * i + 1));
        let taken = stock.saturating_sub(available);
        let check = ItemCheck {
            stock,
            held: taken,
            duplicate_units: 0,
            refusals,
        };
        oversold += check.oversold();
        undersold += check.undersold();
        // The ledger's own two rows agree (one MySQL transaction writes
        // both); a difference would be the ledger's error, counted too.
        inventory.add_item(stock.saturating_sub(sold), on_hand);
        (taken_all, held_all, sold_all) = (taken_all + taken, held_all + held, sold_all + sold);
    }
    let both = rd::held_and_sold(&holds, &sales);
    let (over, lost) = rd::inventory_error(taken_all, held_all, sold_all, both);
    inventory.oversold_units += over;
    inventory.unavailable_units += lost;
    inventory.holds_left = held_all;
    main_redis.script(rd::DROP, &all, &[], "dropping the counters")?;
    Ok(DesignResult {
        sold_out_answers: sold_out,
        oversold_units: oversold,
        undersold_requests: undersold,
        open_loop: sale.open_loop(&pace, end, seconds, &hist, &uncorrected),
        inventory_error: sale.crash_rate.map(|_| inventory),
        ..DesignResult::measured(
            Design::Redis,
            seconds,
            &hist,
            &events,
            ErrorCounts::default(),
            fatal,
        )
    })
}
