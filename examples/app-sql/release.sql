-- release: the buyer abandoned the checkout (or payment failed); give the held
-- units back to the pool and drop the hold.
--
-- Lock order, the same in every file of this folder:
--   pool_refill_state -> reservation_units -> reserved_quantities -> ledger
-- Release follows reserve's order for the two pool tables: units FIRST, hold
-- SECOND. The opposite order (hold, then units) against reserve (units, then
-- hold) is the deadlock cycle the published system hit.
--
-- How the units go back:
--  * with NEW ids from next_unit_id: the hold does not record which ids it
--    took, and ids are never reused, so no unit id ever appears twice;
--  * never over the cap: a refill may have topped the pool up while the hold
--    was out, so release puts back min(q, C - P) units, not blindly q;
--  * counted and inserted under the pool's refill lock (as refill does), so a
--    concurrent release or refill cannot fill the same room twice.
-- The ledger is not involved: the units were never sold.

SET TRANSACTION ISOLATION LEVEL READ COMMITTED;
START TRANSACTION;

-- The pool's refill lock (its full primary key: one record lock) and the next
-- unit id. The row exists: a pool with holds has been refilled at least once.
/* conn_tag:checkout_release */ SELECT next_unit_id
  FROM pool_refill_state
 WHERE shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ?
   FOR UPDATE;

-- How many units go back: min(q, C - P), never below 0, in one consistent
-- read. q is the hold's quantity, which the application recorded at reserve
-- (the DELETE below checks it). P only falls while this runs (reserves take
-- units; refills and releases wait on the lock above), so the pool cannot end
-- up over its cap. Binds: q; shop, item, group, [pool] cap; shop, item, group.
/* conn_tag:checkout_release */ SELECT GREATEST(0,
         LEAST(?,
               COALESCE((SELECT c.cap FROM pool_caps c
                          WHERE c.shop_id = ? AND c.inventory_item_id = ? AND c.inventory_group_id = ?), ?)
               - (SELECT COUNT(*) FROM reservation_units u
                   WHERE u.shop_id = ? AND u.inventory_item_id = ? AND u.inventory_group_id = ?))
       ) AS returned;

-- FIRST: return the units (d = the count above; skip when d = 0), with new
-- ids next_unit_id .. next_unit_id+d-1, as refill.sql inserts them. Binds: d;
-- shop, item, group, next_unit_id.
/* conn_tag:checkout_release */ INSERT INTO reservation_units
       (shop_id, inventory_item_id, inventory_group_id, id)
  WITH RECURSIVE n (k) AS (
         SELECT 0
          UNION ALL
         SELECT k + 1 FROM n WHERE k + 1 < ?)
SELECT ?, ?, ?, ? + n.k
  FROM n;

-- SECOND: drop the hold, by its full primary key and the quantity the units
-- above were counted from (the check lives in the write, so nothing read
-- earlier can be stale). Expect 1 affected row. 0 means a claim, the expiry
-- sweep or another release got there first (or q was wrong): ROLLBACK, which
-- also undoes the inserted units; committing them would put sold units back in
-- the pool, an oversell. If that other transaction has not committed yet, this
-- DELETE waits for it and then finds no row.
/* conn_tag:checkout_release */ DELETE FROM reserved_quantities
 WHERE shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ?
   AND checkout_id = ? AND quantity = ?;

-- Advance the id counter past the ids used. Binds: d; shop, item, group.
-- pool_refill_state is already locked by this transaction, so updating it last
-- does not change the lock order.
/* conn_tag:checkout_release */ UPDATE pool_refill_state
   SET next_unit_id = next_unit_id + ?
 WHERE shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ?;

-- Units back and hold gone in one commit: P + H never exceeds L in between.
COMMIT;
