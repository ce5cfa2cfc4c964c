//! One pass: find the pools that need a look (the change signal, or every
//! pool in a sweep), read them, judge them (`crate::replenish::plan`), and act
//! in priority order: expired holds through reconcile's repair, pools below
//! low water through the refill runner.
//!
//! A pass asks whether it may go on before each step (each sweep chunk, each
//! read of changed pools, each pool it acts on) through its context's
//! [`Context::go_on`]: the leader's says no once stopped or once the lease
//! is lost, a dry run's once stopped. The pass knows nothing of the lease.

use super::crew::Crew;
use super::reads;
use super::{Mode, OnceResult, Pod, Sql};
use crate::db::{Db, DbError, Fence, RefillOptions, Refiller};
use crate::pool::PoolKey;
use crate::pool::reconcile::{PoolState, RepairStatus};
use crate::pool::report::Status;
use crate::replenish::book::Book;
use crate::replenish::event::{Event, PassKind, PassTotals};
use crate::replenish::leader::Role;
use crate::replenish::pass_report::PassReport;
use crate::replenish::plan::{self, Assessment, Need};
use crate::replenish::signal::{Row, Source, Tracker, drain_slices};
use crate::replenish::sql::KEYS_PER_READ;
use crate::retry::RetryPolicy;
use std::collections::BTreeSet;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Why a pass stopped before its end.
#[derive(Debug)]
pub(super) enum Interrupted {
    Stopped,
    LeaseLost,
    Failed(DbError),
}

impl From<DbError> for Interrupted {
    fn from(e: DbError) -> Interrupted {
        Interrupted::Failed(e)
    }
}

/// Whether a pass may go on: `Err` says why not ([`Interrupted::Stopped`]
/// or [`Interrupted::LeaseLost`]). Asked from the pass's workers too, one at
/// a time.
pub(super) type GoOn<'a> = dyn FnMut() -> Result<(), Interrupted> + Send + 'a;

/// What a leadership term (or a dry run) remembers between passes.
pub(super) struct Memory {
    tracker: Tracker,
    book: Book,
    last: PassTotals,
    planned: Vec<Assessment>,
    error: Option<String>,
    /// The lag when the last pass read the signal, seconds.
    lag_at_read: f64,
    /// How long the last pass took to find and judge its pools.
    looked_in: Duration,
    /// When the oldest locking transaction was last read (`None`: not yet),
    /// and whether reading it failed (then not read again this term).
    locking_read: Option<Instant>,
    locking_failed: bool,
    /// Whether writing `drained_since` failed this term (told once; the
    /// drained times then count from this leader's own first look).
    drained_marks_failed: bool,
}

/// How often a leader reads the oldest transaction holding row locks.
const LOCKING_EVERY: Duration = Duration::from_secs(5);

impl Memory {
    pub(super) fn new(pod: &Pod<'_>) -> Memory {
        Memory {
            tracker: Tracker::new(pod.settings.hold_ttl),
            book: Book::new(pod.settings.low_water),
            last: PassTotals::default(),
            planned: Vec::new(),
            error: None,
            lag_at_read: 0.0,
            looked_in: Duration::ZERO,
            locking_read: None,
            locking_failed: false,
            drained_marks_failed: false,
        }
    }

    /// What `--once` or `--dry-run` reports of the last pass, a pass of
    /// `kind` that started at `started`.
    pub(super) fn once_result(
        &self,
        pod: &Pod<'_>,
        kind: PassKind,
        started: Instant,
    ) -> OnceResult {
        OnceResult {
            report: PassReport {
                target: pod.target.display_url(),
                database: pod.database.clone(),
                dry_run: pod.mode == Mode::DryRun,
                role: Role::Leader,
                leader: None,
                kind,
                totals: self.last,
                seconds: started.elapsed().as_secs_f64(),
                planned: self.planned.clone(),
                still_drained: self.book.drained(),
                runbook: crate::replenish::RUNBOOK,
            },
            error: self.error.clone(),
        }
    }
}

/// What a pass works with.
pub(super) struct Context<'a, 'p> {
    pub pod: &'a Pod<'p>,
    pub sql: &'a Sql,
    /// The further connections beside the work connection.
    pub crew: &'a mut Crew,
    pub memory: &'a mut Memory,
    /// Asked before each step (see the module doc).
    pub go_on: &'a mut GoOn<'a>,
    /// The leader's fence: every refill commits only while the leader lock
    /// is still its lock connection's (`None`: a dry run).
    pub fence: Option<Fence>,
}

/// Run one pass of `kind` as leader, on the work connection `db`.
pub(super) fn run(
    cx: &mut Context<'_, '_>,
    db: &mut Db,
    kind: PassKind,
) -> Result<(), Interrupted> {
    let started = Instant::now();
    let r = pass(cx, db, kind);
    let (pod, memory) = (cx.pod, &mut *cx.memory);
    match r {
        Ok(totals) => {
            let took = started.elapsed();
            memory.last = totals;
            memory.error = None;
            pod.emit(Event::Pass {
                kind,
                totals,
                seconds: took.as_secs_f64(),
                look_seconds: memory.looked_in.as_secs_f64(),
                lag_seconds: memory.lag_at_read,
                gauges: Box::new(memory.book.gauges(Instant::now())),
            });
            if pod.mode != Mode::DryRun {
                look_for_locking(pod, cx.sql, db, memory);
            }
            Ok(())
        }
        Err(Interrupted::Failed(e)) => {
            memory.error = Some(e.to_string());
            Err(Interrupted::Failed(e))
        }
        Err(other) => Err(other),
    }
}

/// Every [`LOCKING_EVERY`], the age of the oldest open transaction holding
/// row locks on the database (a stuck checkout holding a pool's units): its
/// gauge. A server that refuses the read (it needs PROCESS) is told once,
/// then not asked again this term.
fn look_for_locking(pod: &Pod<'_>, sql: &Sql, db: &mut Db, memory: &mut Memory) {
    if memory.locking_failed
        || memory
            .locking_read
            .is_some_and(|t| t.elapsed() < LOCKING_EVERY)
    {
        return;
    }
    memory.locking_read = Some(Instant::now());
    match reads::oldest_locking(db, &sql.signal) {
        Ok(seconds) => pod.emit(Event::OldestLocking { seconds }),
        Err(e) => {
            memory.locking_failed = true;
            pod.emit(Event::Warning {
                message: format!(
                    "cannot read the open transactions holding row locks ({e}): \
                     poolctl_replenish_oldest_locking_transaction_seconds is not exported \
                     (grant PROCESS to see them; runbooks/replenish.md#poolctlreplenishunitsheldopen)"
                ),
            });
        }
    }
}

/// `--dry-run`: one full pass that writes nothing and takes no lock.
pub(super) fn dry_run(pod: &Pod<'_>, sql: &Sql, db: &mut Db) -> Result<OnceResult, DbError> {
    let started = Instant::now();
    let mut memory = Memory::new(pod);
    let mut go_on = || {
        if pod.stopped() {
            Err(Interrupted::Stopped)
        } else {
            Ok(())
        }
    };
    let mut cx = Context {
        pod,
        sql,
        crew: &mut Crew::new(0),
        memory: &mut memory,
        go_on: &mut go_on,
        fence: None,
    };
    match pass(&mut cx, db, PassKind::Sweep) {
        Ok(totals) => memory.last = totals,
        Err(Interrupted::Failed(e)) => return Err(e),
        // Stopped (Ctrl-C): report what was planned so far.
        Err(_) => {}
    }
    Ok(memory.once_result(pod, PassKind::Sweep, started))
}

/// The pools to look at and what to do, then doing it; a dry run logs the
/// plan instead.
fn pass(cx: &mut Context<'_, '_>, db: &mut Db, kind: PassKind) -> Result<PassTotals, Interrupted> {
    let (pod, sql) = (cx.pod, cx.sql);
    let dry = pod.mode == Mode::DryRun;
    let started = Instant::now();
    let mut t = PassTotals::default();
    let now_us = reads::server_micros(db, &sql.signal)?;
    let low_water = pod.settings.low_water;
    let mut todo: Vec<(Assessment, PoolState)> = Vec::new();
    let mut expired_now: Vec<crate::pool::PoolKey> = Vec::new();
    // The drained probe's slice, of how many, and the pools it found.
    let mut drained_now: Option<(u64, u64, Vec<PoolKey>)> = None;
    let mut judge = |memory: &mut Memory, s: PoolState, t: &mut PassTotals| {
        let a = plan::assess(&s, low_water);
        memory.book.assessed(&a, Instant::now());
        t.looked += 1;
        t.drained += u64::from(a.drained);
        if a.orphan && a.expired_quantity > 0 {
            pod.emit(Event::OrphanHolds {
                pool: a.key,
                expired_quantity: a.expired_quantity,
            });
        }
        if a.actionable() {
            todo.push((a, s));
        } else {
            memory.tracker.handled(&a.key);
        }
    };
    match kind {
        PassKind::Sweep => {
            let (holds_mark, ledger_mark) = reads::signal_marks(db, &sql.signal)?;
            cx.memory.book.sweep_started();
            let mut cursor = None;
            loop {
                (cx.go_on)()?;
                let chunk = db.reconcile_chunk(&sql.reconcile, cursor, pod.settings.chunk_size)?;
                for s in chunk.pools {
                    judge(cx.memory, s, &mut t);
                }
                pod.emit(Event::Progress);
                match chunk.last {
                    Some(last) => cursor = Some(last),
                    None => break,
                }
            }
            cx.memory.book.sweep_done();
            t.changed = t.looked;
            // Everything before these marks was just seen.
            cx.memory
                .tracker
                .start_at(Source::NewHolds, Some(holds_mark.unwrap_or(now_us)));
            if sql.signal.has_ledger_signal() {
                cx.memory
                    .tracker
                    .start_at(Source::Ledger, Some(ledger_mark.unwrap_or(now_us)));
            }
            cx.memory.lag_at_read = 0.0;
        }
        PassKind::Changes => {
            let holds_from = cx
                .memory
                .tracker
                .range_start(Source::NewHolds)
                .unwrap_or(now_us);
            let rows = reads::new_holds_since(db, &sql.signal, holds_from)?;
            take_in(pod, cx.memory, Source::NewHolds, &rows, &mut t);
            let rows = reads::expired_holds(db, &sql.signal)?;
            expired_now = rows.iter().map(|r| r.key).collect();
            take_in(pod, cx.memory, Source::ExpiredHolds, &rows, &mut t);
            if sql.signal.has_ledger_signal() {
                let from = cx
                    .memory
                    .tracker
                    .range_start(Source::Ledger)
                    .unwrap_or(now_us);
                let rows = reads::ledger_changes_since(db, &sql.signal, from)?;
                take_in(pod, cx.memory, Source::Ledger, &rows, &mut t);
            }
            let slices = drain_slices(pod.settings.interval);
            let slice = cx.memory.tracker.next_drain_slice(slices);
            let rows = reads::drained(db, &sql.signal, slices, slice)?;
            drained_now = Some((slices, slice, rows.iter().map(|r| r.key).collect()));
            take_in(pod, cx.memory, Source::Drained, &rows, &mut t);
            let lag = cx.memory.tracker.lag(now_us);
            cx.memory.lag_at_read = lag.as_secs_f64();
            pod.emit(Event::Lag {
                seconds: lag.as_secs_f64(),
            });
            let pending = cx.memory.tracker.pending();
            for keys in pending.chunks(KEYS_PER_READ) {
                (cx.go_on)()?;
                let states = reads::pool_states(db, &sql.signal, keys)?;
                let found: BTreeSet<_> = states.iter().map(|s| s.key).collect();
                for k in keys.iter().filter(|k| !found.contains(k)) {
                    // In no table at all: nothing to do.
                    cx.memory.tracker.handled(k);
                }
                for s in states {
                    judge(cx.memory, s, &mut t);
                }
            }
        }
    }
    todo.sort_by(|a, b| plan::priority(&a.0, &b.0));
    cx.memory.looked_in = started.elapsed();
    if dry {
        for (a, _) in &todo {
            pod.emit(Event::Planned {
                pool: a.key,
                need: a.need,
                units: a.units,
                target: a.target,
                deficit: a.deficit,
                expired_quantity: a.expired_quantity,
                drained: a.drained,
            });
        }
        cx.memory.planned = todo.into_iter().map(|(a, _)| a).collect();
        return Ok(t);
    }
    act(cx, db, &todo, &mut t, now_us)?;
    if kind == PassKind::Changes {
        cx.memory.tracker.prune(&expired_now);
    }
    if let Some((slices, slice, keys)) = drained_now {
        cx.memory.tracker.prune_drained(slices, slice, &keys);
    }
    record_drained(pod, sql, db, cx.memory)?;
    Ok(t)
}

/// The pools that turned drained or stopped being drained in this pass, to
/// the database (`pool_refill_state.drained_since`), and the emptied pools'
/// drained time from the start it holds: the time another leader first saw
/// them empty survives a failover. A lost connection ends the pass; any
/// other failure (the column missing before `poolctl migrate run`, a grant)
/// is told once, and the drained times then count from this leader's looks.
fn record_drained(
    pod: &Pod<'_>,
    sql: &Sql,
    db: &mut Db,
    memory: &mut Memory,
) -> Result<(), DbError> {
    let changes = memory.book.take_drained_changes();
    if memory.drained_marks_failed || (changes.emptied.is_empty() && changes.refilled.is_empty()) {
        return Ok(());
    }
    match reads::record_drained(db, &sql.signal, &changes) {
        Ok(starts) => {
            let now = Instant::now();
            for (key, ago) in starts {
                memory
                    .book
                    .drained_at(&key, now.checked_sub(ago).unwrap_or(now));
            }
            Ok(())
        }
        Err(e) if e.connection_failed() => Err(e),
        Err(e) => {
            memory.drained_marks_failed = true;
            pod.emit(Event::Warning {
                message: format!(
                    "{e}: the drained times count from this replenisher's own looks, \
                     and restart from 0 after a failover"
                ),
            });
            Ok(())
        }
    }
}

/// Take in the rows one source of the signal returned: the pools that
/// changed since they were last handled become pending, and are counted.
fn take_in(pod: &Pod<'_>, memory: &mut Memory, source: Source, rows: &[Row], t: &mut PassTotals) {
    let n = memory.tracker.absorb(source, rows) as u64;
    pod.emit(Event::Changes { source, pools: n });
    t.changed += n;
}

/// What acting on one pool did, for the pass to take in.
struct Acted {
    /// Finished: handled, else pending for the next pass.
    done: bool,
    /// Its share of the pass's totals (refilled, released, added, skipped,
    /// failed).
    totals: PassTotals,
    /// What it was seen at after acting.
    seen: Option<Seen>,
}

enum Seen {
    Assessed(Assessment),
    Filled { after: u64, target: u64 },
}

impl Acted {
    fn unfinished() -> Acted {
        Acted {
            done: false,
            totals: PassTotals::default(),
            seen: None,
        }
    }
}

/// The pass's state that its workers share while they act.
struct Queue<'q, 'g> {
    todo: &'q [(Assessment, PoolState)],
    /// The next pool of `todo` to hand out (in `todo`'s order: drained first).
    next: AtomicUsize,
    /// Set when the pass stops early (`why` says why): no worker takes
    /// another pool.
    halt: AtomicBool,
    why: Mutex<Option<Interrupted>>,
    go_on: Mutex<&'q mut GoOn<'g>>,
    tally: Mutex<(&'q mut Memory, &'q mut PassTotals)>,
    now_us: i64,
}

fn locked<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl Queue<'_, '_> {
    fn interrupt(&self, why: Interrupted) {
        let mut w = locked(&self.why);
        if w.is_none() {
            *w = Some(why);
        }
        self.halt.store(true, Ordering::SeqCst);
    }

    /// The next pool to act on, unless the pass is over or may not go on
    /// (asked before every pool, as one worker did).
    fn take(&self) -> Option<&(Assessment, PoolState)> {
        if self.halt.load(Ordering::SeqCst) {
            return None;
        }
        if let Err(why) = (*locked(&self.go_on))() {
            self.interrupt(why);
            return None;
        }
        self.todo.get(self.next.fetch_add(1, Ordering::SeqCst))
    }

    fn record(&self, key: PoolKey, a: Acted) {
        let mut tally = locked(&self.tally);
        let (memory, t) = &mut *tally;
        t.refilled += a.totals.refilled;
        t.units_added += a.totals.units_added;
        t.released_holds += a.totals.released_holds;
        t.skipped += a.totals.skipped;
        t.failed += a.totals.failed;
        match a.seen {
            Some(Seen::Assessed(now)) => memory.book.assessed(&now, Instant::now()),
            Some(Seen::Filled { after, target }) => {
                memory.book.see(key, after, target, Instant::now())
            }
            None => {}
        }
        if a.done {
            memory.tracker.handled(&key);
        } else {
            memory.tracker.add(key, self.now_us);
        }
    }
}

/// Act on `todo`, in its order, on the work connection and up to
/// `--workers - 1` more from `crew` at once: each worker takes the next pool
/// and refills it through the refill runner under the pool's refill lock,
/// so two workers never fill one pool (nor a worker and another refill). A
/// pool not finished (skipped, failed, outpaced) stays pending for the next
/// pass. A stop or a lost lease lets every worker finish its pool, then the
/// pass ends; a lost work connection ends the pass the same way (`Err`), a
/// further connection lost only takes that worker out (`Crew::lost`).
fn act(
    cx: &mut Context<'_, '_>,
    db: &mut Db,
    todo: &[(Assessment, PoolState)],
    t: &mut PassTotals,
    now_us: i64,
) -> Result<(), Interrupted> {
    let Context {
        pod,
        sql,
        crew,
        memory,
        go_on,
        fence,
    } = cx;
    db.fence_refills(fence.clone());
    let (pod, sql) = (*pod, *sql);
    let refiller = Refiller {
        sql: &sql.pool,
        database: &pod.database,
        options: RefillOptions {
            batch: pod.settings.batch,
            retry: RetryPolicy::new(pod.settings.retries),
            failpoint: pod.failpoint,
            chase: crate::pool::plan::SERVICE_CHASE,
            look_when_spent: false,
        },
    };
    let mut helpers = if todo.len() > 1 {
        crew.ready(pod)
    } else {
        Vec::new()
    };
    helpers.truncate(todo.len().saturating_sub(1));
    for (_, h) in helpers.iter_mut() {
        h.fence_refills(fence.clone());
    }
    let q = Queue {
        todo,
        next: AtomicUsize::new(0),
        halt: AtomicBool::new(false),
        why: Mutex::new(None),
        go_on: Mutex::new(&mut **go_on),
        tally: Mutex::new((&mut **memory, t)),
        now_us,
    };
    let lost: Vec<(usize, DbError)> = std::thread::scope(|s| {
        let (q, refiller) = (&q, &refiller);
        let workers: Vec<_> = helpers
            .into_iter()
            .enumerate()
            .map(|(n, (slot, db))| {
                s.spawn(move || work(pod, sql, refiller, db, n + 1, q).map(|e| (slot, e)))
            })
            .collect();
        if let Some(e) = work(pod, sql, refiller, db, 0, q) {
            q.interrupt(Interrupted::Failed(e));
        }
        workers
            .into_iter()
            .filter_map(|w| w.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
            .collect()
    });
    for (slot, e) in &lost {
        crew.lost(pod, *slot, e);
    }
    match q.why.into_inner().unwrap_or_else(|p| p.into_inner()) {
        Some(why) => Err(why),
        None => Ok(()),
    }
}

/// One worker: pools from `q` until there are none (or the pass halts).
/// `Some`: its connection failed (the pool it was on stays pending).
fn work(
    pod: &Pod<'_>,
    sql: &Sql,
    refiller: &Refiller<'_>,
    db: &mut Db,
    worker: usize,
    q: &Queue<'_, '_>,
) -> Option<DbError> {
    while let Some((a, s)) = q.take() {
        match act_one(pod, sql, refiller, db, worker, a, s) {
            Ok(acted) => q.record(a.key, acted),
            Err(e) => {
                q.record(a.key, Acted::unfinished());
                return Some(e);
            }
        }
        pod.emit(Event::Progress);
    }
    None
}

/// Release or refill one pool. `Err` only when the connection is gone.
fn act_one(
    pod: &Pod<'_>,
    sql: &Sql,
    refiller: &Refiller<'_>,
    db: &mut Db,
    worker: usize,
    a: &Assessment,
    s: &PoolState,
) -> Result<Acted, DbError> {
    let key = a.key;
    let mut t = PassTotals::default();
    let mut seen = None;
    let done = match a.need {
        Need::Release => {
            let o = db.repair_pool(&sql.reconcile, refiller, s, &s.drift(), false)?;
            if o.released_holds > 0 && o.status != RepairStatus::Repaired {
                // Released, but the refill after it did not happen.
                t.released_holds += o.released_holds;
                pod.emit(Event::Released {
                    pool: key,
                    holds: o.released_holds,
                    added: o.added,
                });
            }
            match o.status {
                RepairStatus::Repaired => {
                    t.released_holds += o.released_holds;
                    t.units_added += o.added;
                    pod.emit(Event::Released {
                        pool: key,
                        holds: o.released_holds,
                        added: o.added,
                    });
                    if let Some(after) = &o.after {
                        seen = Some(Seen::Assessed(plan::assess(after, pod.settings.low_water)));
                    }
                    match &o.reason {
                        // The refill after the release was skipped or failed.
                        Some(reason) => {
                            pod.emit(Event::Skipped {
                                pool: key,
                                reason: reason.clone(),
                                lock_busy: false,
                            });
                            false
                        }
                        None => true,
                    }
                }
                RepairStatus::Skipped => skipped(pod, key, &o.reason, &mut t),
                RepairStatus::Failed | RepairStatus::Planned => failed(pod, key, &o.reason, &mut t),
            }
        }
        Need::Refill => {
            let r = refiller.refill(db, &key)?;
            match r.status {
                Status::Skipped => skipped(pod, key, &r.reason, &mut t),
                Status::Failed => failed(pod, key, &r.reason, &mut t),
                _ => {
                    let outpaced = r.after.zip(r.target).is_some_and(|(p, g)| p < g)
                        && r.status == Status::Filled
                        && r.reason.is_some();
                    if r.added > 0 {
                        t.refilled += 1;
                        t.units_added += r.added;
                    }
                    if r.added > 0 || outpaced {
                        pod.emit(Event::Refilled {
                            pool: key,
                            added: r.added,
                            before: r.before,
                            after: r.after,
                            target: r.target,
                            drained: a.drained,
                            outpaced,
                            worker,
                        });
                    }
                    if let (Some(after), Some(target)) = (r.after, r.target) {
                        seen = Some(Seen::Filled { after, target });
                    }
                    !outpaced
                }
            }
        }
        Need::Nothing => true,
    };
    Ok(Acted {
        done,
        totals: t,
        seen,
    })
}

/// A pool skipped (its refill lock busy): counted, logged; not finished.
fn skipped(pod: &Pod<'_>, key: PoolKey, reason: &Option<String>, t: &mut PassTotals) -> bool {
    t.skipped += 1;
    pod.emit(Event::Skipped {
        pool: key,
        reason: reason.clone().unwrap_or_default(),
        lock_busy: true,
    });
    false
}

/// A pool whose refill or release failed: counted, logged; not finished.
fn failed(pod: &Pod<'_>, key: PoolKey, reason: &Option<String>, t: &mut PassTotals) -> bool {
    t.failed += 1;
    pod.emit(Event::PoolFailed {
        pool: key,
        error: reason.clone().unwrap_or_default(),
    });
    false
}
