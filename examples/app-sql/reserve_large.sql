-- reserve_large: hold q units of one pool when q is larger than the pool can
-- give (q above the pool's cap, say 5,000 units against a 1,000-row pool), or
-- when a reserve is still short after an inline refill.
--
-- The pool path (reserve.sql) cannot serve such an order: the pool never holds
-- q rows. This path takes what the pool has and holds the REST directly against
-- the stock behind the pool, which is L - H - P (ledger minus holds minus the
-- pool's rows). It runs under the pool's refill-state row lock, the lock refill
-- and release take: they are the only transactions that add units, so while it
-- is held P can only fall by reserves that move units from P to H in one commit
-- (P + H unchanged), and claims lower H and L together (L - H unchanged). The
-- check below therefore stays true until COMMIT, and P + H <= L holds after it.
--
-- Cost: the order waits for a refill or release in progress on this pool and
-- makes them wait in turn (for the few milliseconds of this transaction); it
-- empties the pool, so the next small buyers refill inline; and the stock check
-- sums the pool's holds (a primary-key prefix range of reserved_quantities).
-- poolctl's library (src/db/reserve.rs) takes this path for lines above the
-- configured cap at once, and for lines still short after an inline refill.
--
-- Lock order, the same in every file of this folder:
--   pool_refill_state -> reservation_units -> reserved_quantities -> ledger

-- First, on its own (autocommit): the pool's refill-state row must exist, or
-- the FOR UPDATE below locks nothing. Read it plainly; only when there is no
-- row, insert it, ids starting above any unit already in the pool. Not the
-- insert every time: its subquery reads the units with shared locks (MariaDB,
-- at READ COMMITTED too) and waits for any unit another reserve holds at the
-- top of the pool. Binds: shop, item, group; then shop, item, group twice.
/* conn_tag:checkout_reserve */ SELECT next_unit_id
  FROM pool_refill_state
 WHERE shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ?;

/* conn_tag:checkout_reserve */ INSERT INTO pool_refill_state
       (shop_id, inventory_item_id, inventory_group_id, next_unit_id)
VALUES (?, ?, ?, (SELECT COALESCE(MAX(u.id), 0) + 1 FROM reservation_units u
                   WHERE u.shop_id = ? AND u.inventory_item_id = ? AND u.inventory_group_id = ?))
    ON DUPLICATE KEY UPDATE next_unit_id = next_unit_id;

SET TRANSACTION ISOLATION LEVEL READ COMMITTED;
START TRANSACTION;

-- The pool's lock: its refill-state row, by full primary key (one record
-- lock). Refills and releases of this pool wait until COMMIT.
/* conn_tag:checkout_reserve */ SELECT next_unit_id
  FROM pool_refill_state
 WHERE shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ?
   FOR UPDATE;

-- Whatever the pool has, up to q (k ids back, k <= q).
/* conn_tag:checkout_reserve */ SELECT id
  FROM reservation_units
 WHERE shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ?
 LIMIT ?
   FOR UPDATE SKIP LOCKED;

-- The stock behind the pool, L - H - P, in ONE consistent read (a plain read:
-- SKIP LOCKED would leave out units in-flight reserves hold and under-count
-- P). The rest, q - k, must be <= this; otherwise ROLLBACK: sold out for q.
-- Binds: shop, item, location for the ledger; shop, item, group twice.
-- The refill-state row lock above is what keeps this count valid (only
-- refill and release add units, and they take it first; reserves keep P + H
-- constant); the linter reads that waiting FOR UPDATE as the mutex it is.
/* conn_tag:checkout_reserve */ SELECT
         COALESCE((SELECT l.available FROM inventory_levels l
                    WHERE l.shop_id = ? AND l.inventory_item_id = ? AND l.location_id = ?), 0)
       - (SELECT COALESCE(SUM(h.quantity), 0) FROM reserved_quantities h
           WHERE h.shop_id = ? AND h.inventory_item_id = ? AND h.inventory_group_id = ?)
       - (SELECT COUNT(*) FROM reservation_units u
           WHERE u.shop_id = ? AND u.inventory_item_id = ? AND u.inventory_group_id = ?)
       AS behind;

-- FIRST: the k units from the pool (skip when k = 0).
/* conn_tag:checkout_reserve */ DELETE FROM reservation_units
 WHERE shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ?
   AND id IN (?, ?);

-- SECOND: one hold of the whole q. Claim and release treat it like any hold:
-- claim deducts q from the ledger; release puts back min(q, C - P) units.
/* conn_tag:checkout_reserve */ INSERT INTO reserved_quantities
       (shop_id, inventory_item_id, inventory_group_id, checkout_id, quantity, expires_at)
VALUES (?, ?, ?, ?, ?, CURRENT_TIMESTAMP(6) + INTERVAL 600 SECOND);

COMMIT;
