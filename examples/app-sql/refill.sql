-- refill: top up one pool from the ledger, so a buyer with real stock behind
-- the request is never turned away.
--
-- Run by the replenishment process for every pool that runs low, and inline by
-- a reserve that came back short (after that reserve rolled back, so it holds
-- no unit locks while it waits here). Both take the same row lock below, so
-- exactly one transaction refills a pool at a time; the others wait on it and
-- then compute a deficit of 0 (a thundering-herd guard).
--
-- `poolctl refill` takes this row lock too, and before it the pool's named
-- refill lock (GET_LOCK); sql/refill_lock.sql computes that lock's name and
-- takes it. An inline refill that wraps this file in that lock (with a wait of
-- a few seconds) is never run beside poolctl's, and poolctl reports the pool as
-- busy instead of waiting on it. Without the named lock this file is still
-- safe: poolctl recounts the deficit under this row lock in every transaction.
--
-- What a completed refill leaves, per pool (shop, item, location):
--   P = min(C, L - H)
-- P rows in reservation_units, H the held quantity in reserved_quantities, L
-- the ledger's available quantity (inventory_levels here; the group is the
-- ledger's location), C the cap: the pool_caps row, else [pool] cap (1000).
--
-- Lock order, the same in every file of this folder:
--   pool_refill_state -> reservation_units -> reserved_quantities -> ledger
-- Refill locks the first two, in that order, and only reads the rest.

-- First, on its own (autocommit; a no-op once the pool exists): make sure the
-- pool has its pool_refill_state row. A locking read of a row that does not
-- exist locks nothing at READ COMMITTED, so without the row two refillers
-- would both get in. It runs before SET TRANSACTION, which applies to the next
-- transaction only and must not be used up by this statement. Outside the
-- refill transaction it commits at once and holds no lock; inside, its lock on
-- the existing row plus the FOR UPDATE below could make two refillers wait on
-- each other. ON DUPLICATE KEY UPDATE rather than INSERT IGNORE, which would
-- also turn real errors (a wrong value, a missing column) into warnings.
-- Creating the row when the pool is first set up does the same job.
/* conn_tag:pool_refill */ INSERT INTO pool_refill_state
       (shop_id, inventory_item_id, inventory_group_id)
VALUES (?, ?, ?)
    ON DUPLICATE KEY UPDATE next_unit_id = next_unit_id;

-- READ COMMITTED, like every transaction on the pool: each statement reads a
-- fresh snapshot of committed data (the deficit below must see the pool, the
-- holds and the ledger as they are now, not as they were when the transaction
-- started), and the transaction takes no gap locks.
SET TRANSACTION ISOLATION LEVEL READ COMMITTED;
START TRANSACTION;

-- The refill lock: this pool's row, by its full primary key (a point lookup,
-- one record lock; no LIMIT needed). Held until COMMIT, so one refiller (or
-- release, which takes the same lock) at a time per pool. It also reads the
-- next unit id to hand out: ids are never reused, so a unit id never appears
-- twice, even across crashes.
/* conn_tag:pool_refill */ SELECT next_unit_id
  FROM pool_refill_state
 WHERE shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ?
   FOR UPDATE;

-- The deficit, in ONE statement: P, H, L and C come from one consistent read
-- (one snapshot of committed data). Counting P and H in two separate reads
-- while reserves move units from P to H can count a unit twice, or not at
-- all, and over-fill the pool. A reserve moves its units from P to H in one
-- commit and a claim lowers H and L together, so this snapshot's
-- min(C, L - H) - P stays right until this refill commits; the lock above
-- keeps other refills and releases out meanwhile.
-- A plain read, no SKIP LOCKED: SKIP LOCKED would leave out the units that
-- in-flight reserves hold and under-count P (poolctl's skip-locked-in-aggregate).
-- GREATEST(0, ...): a pool that is already full (or over a lowered cap) gets
-- nothing; a missing ledger row counts as no stock.
-- Binds: shop, item, group four times, then [pool] cap, then shop, item,
-- location for the ledger.
/* conn_tag:pool_refill */ SELECT GREATEST(0,
         LEAST(
           COALESCE((SELECT c.cap FROM pool_caps c
                      WHERE c.shop_id = ? AND c.inventory_item_id = ? AND c.inventory_group_id = ?), ?),
           COALESCE((SELECT l.available FROM inventory_levels l
                      WHERE l.shop_id = ? AND l.inventory_item_id = ? AND l.location_id = ?), 0)
           - (SELECT COALESCE(SUM(h.quantity), 0) FROM reserved_quantities h
               WHERE h.shop_id = ? AND h.inventory_item_id = ? AND h.inventory_group_id = ?))
         - (SELECT COUNT(*) FROM reservation_units u
             WHERE u.shop_id = ? AND u.inventory_item_id = ? AND u.inventory_group_id = ?)
       ) AS deficit;

-- Insert the deficit d as new units with ids next_unit_id .. next_unit_id+d-1
-- (skip this statement when d = 0). A numbers CTE makes one fixed statement
-- for any d: bind d, then shop, item, group, next_unit_id, then d again.
-- MySQL stops a recursive CTE after cte_max_recursion_depth (default 1000)
-- rounds, enough for the default cap of 1000; with larger caps raise it for
-- the session, or build a multi-row VALUES list (?, ?, ?, ?), ... in the
-- application instead.
-- The new ids are above every id in the pool, so these inserts never conflict
-- with the units reserves are locking, and with the reserves at READ COMMITTED
-- no gap lock stands in their way.
/* conn_tag:pool_refill */ INSERT INTO reservation_units
       (shop_id, inventory_item_id, inventory_group_id, id)
  WITH RECURSIVE n (k) AS (
         SELECT 0
          UNION ALL
         SELECT k + 1 FROM n WHERE k + 1 < ?)
SELECT ?, ?, ?, ? + n.k
  FROM n;

-- Advance the id counter past the ids just used and record the refill for
-- `poolctl status` and the refill runbook. Binds: d, d, shop, item, group.
/* conn_tag:pool_refill */ UPDATE pool_refill_state
   SET next_unit_id     = next_unit_id + ?,
       last_refill_at   = CURRENT_TIMESTAMP(6),
       last_refill_rows = ?,
       refill_count     = refill_count + 1
 WHERE shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ?;

-- The new units become visible to reserves, and the lock passes to the next
-- refiller, at once.
COMMIT;
