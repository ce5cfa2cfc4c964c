-- reserve: hold q units of one pool for a checkout while payment runs.
--
-- One pool is one (shop_id, inventory_item_id, inventory_group_id); the group is
-- the location. The application binds the `?` placeholders in order; `...` is
-- never part of the SQL. Every statement carries /* conn_tag:... */ naming its
-- business process, so connection hold time can be summed per process (a
-- checkout transaction that holds its connection too long shows up by name).
--
-- Lock order, the same in every file of this folder:
--   pool_refill_state -> reservation_units -> reserved_quantities -> ledger
-- Reserve touches the middle two: units first, the hold second.

-- READ COMMITTED for this transaction only (SET TRANSACTION applies to the next
-- transaction, so it must come before START TRANSACTION, on every reserve). At
-- MySQL's default REPEATABLE READ, a SKIP LOCKED scan of an empty pool locks the
-- gap up to the supremum record, exactly where refill inserts new units: the
-- refill waits and the two can deadlock. Nothing in the schema enforces the
-- isolation, so this line is what keeps those deadlocks away.
SET TRANSACTION ISOLATION LEVEL READ COMMITTED;
START TRANSACTION;

-- Take q free units. The filter is the primary key prefix of reservation_units,
-- so InnoDB walks the clustered index and takes one record lock per unit (no
-- secondary index: no second lock per row). LIMIT ? is q: lock only what this
-- checkout needs, never the whole pool. SKIP LOCKED passes over units other
-- buyers hold right now, so concurrent buyers of the same item lock different
-- rows and never wait on each other.
--
-- Start at a random id (`id >= ?`): every buyer that starts at the head of the
-- pool walks past the rows the others hold and past the deleted rows purge has
-- not removed yet, every time. Draw the start uniformly among the cap ids below
-- the highest unit id this connection has seen in the pool (ids only grow:
-- refill hands them out from pool_refill_state.next_unit_id; a connection that
-- has not seen the pool yet reads next_unit_id once, without a lock). In the
-- flash-sale bench this doubled the pool's throughput (`poolctl bench flash-sale
-- --hot-path head,random`). The application binds: shop, item, group, start, q.
--
-- Round trips: the SET TRANSACTION line, START TRANSACTION and this SELECT can
-- go in ONE round trip (a multi-statement text: the driver's multi-statements
-- option, with the integers written into the text), and the DELETE, the INSERT
-- and COMMIT below in a second: 2 instead of 6. Put this guard between the
-- DELETE and the INSERT (n = the number of ids the SELECTs returned):
--   SELECT (SELECT 1 UNION ALL SELECT 2 FROM DUAL WHERE ROW_COUNT() <> n);
-- It fails with error 1242 unless the DELETE removed exactly those n units,
-- and the server runs no statement of the text after a failing one: neither
-- the hold nor COMMIT. On that error, ROLLBACK. (Without the guard: send the
-- DELETE and INSERT, check their affected rows, then COMMIT: 3 round trips.)
/* conn_tag:checkout_reserve */ SELECT id
  FROM reservation_units
 WHERE shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ?
   AND id >= ?
 LIMIT ?
   FOR UPDATE SKIP LOCKED;

-- Fewer than q ids back: wrap around, in the same transaction, below the start
-- for the rest (q minus what came back). Binds: shop, item, group, start, rest.
/* conn_tag:checkout_reserve */ SELECT id
  FROM reservation_units
 WHERE shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ?
   AND id < ?
 LIMIT ?
   FOR UPDATE SKIP LOCKED;

-- Still fewer than q ids does NOT mean sold out: the other units may be locked
-- by in-flight reserves, or the pool may need a refill while the ledger still
-- has stock. Then: ROLLBACK (this transaction holds nothing worth keeping)
-- and try the pool's named refill lock WITHOUT waiting (sql/refill_lock.sql,
-- the lock `poolctl refill` takes).
--   Taken: count the pool, at most cap/2 rows (or q when more):
--     SELECT COUNT(*) FROM (SELECT 1 FROM reservation_units WHERE shop_id = ?
--       AND inventory_item_id = ? AND inventory_group_id = ? LIMIT ?) p;
--   that many already: another buyer's refill got there first, release the
--   lock; else run refill.sql for this pool once (the deficit its one read
--   sees), release the lock.
--   Busy: another connection is refilling. Wait for its refill transaction,
--   not for its lock: in a transaction of your own (READ COMMITTED),
--     SELECT next_unit_id FROM pool_refill_state WHERE shop_id = ?
--       AND inventory_item_id = ? AND inventory_group_id = ? LOCK IN SHARE MODE;
--   (on MySQL 8 write FOR SHARE: it deprecates LOCK IN SHARE MODE; MariaDB
--   10.11 knows only LOCK IN SHARE MODE), then COMMIT. refill.sql holds that row exclusively until it commits, so
--   every waiter is let go at once with the new units in the pool (waiting on
--   the named lock would let them through one by one, each topping up the few
--   rows the others took meanwhile).
-- Then retry this reserve, for a few seconds at most. Short again after your
-- own refill, or after those seconds: reserve_large.sql, which says "sold
-- out" only when the stock behind the pool cannot cover the request.

-- FIRST: remove the units just locked: the ids the SELECTs returned, one `?`
-- per id (shown for q = 2; the application expands the IN list). Exactly as
-- many rows must go as ids were locked; anything else: ROLLBACK. The same key columns keep the delete on
-- the primary key; every row is already locked by this transaction, so it
-- waits for nobody.
/* conn_tag:checkout_reserve */ DELETE FROM reservation_units
 WHERE shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ?
   AND id IN (?, ?);

-- SECOND: record the hold. Units first, hold second, in every transaction that
-- touches both tables: the published system once inserted the hold first here
-- while claim went the other way round, and the two deadlocked. expires_at
-- bounds the hold (the expiry sweep returns abandoned holds to the pool);
-- 600 seconds matches [pool] hold_ttl_seconds in the example config.
/* conn_tag:checkout_reserve */ INSERT INTO reserved_quantities
       (shop_id, inventory_item_id, inventory_group_id, checkout_id, quantity, expires_at)
VALUES (?, ?, ?, ?, ?, CURRENT_TIMESTAMP(6) + INTERVAL 600 SECOND);

-- The units leave the pool (P) and enter the holds (H) in one commit, so any
-- committed snapshot sees P + H unchanged: that is what lets refill count them.
COMMIT;

-- Refill ahead of empty (after COMMIT, so this buyer holds nothing): now and
-- then (poolctl's library: one reserve in 8, at random) look whether the pool
-- still holds half its cap, reading that many primary-key entries and no more:
--   SELECT (SELECT u.id FROM reservation_units u WHERE u.shop_id = ?
--     AND u.inventory_item_id = ? AND u.inventory_group_id = ?
--     ORDER BY u.id LIMIT 1 OFFSET ?) IS NOT NULL;   -- OFFSET = cap/2 - 1
-- 0 (fewer rows): try the pool's named refill lock WITHOUT waiting; taken,
-- run refill.sql for this pool and let go; busy, someone is refilling: go on.
-- The pool is topped up while it still has units, so buyers do not meet it
-- empty and wait for an inline refill (docs/benchmarks.md: the flash sale). Answer
-- the buyer before you look and refill, when you can: the refill is not theirs
-- to wait for (poolctl: RefillAhead::deferred).
