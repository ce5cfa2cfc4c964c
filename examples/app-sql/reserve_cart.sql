-- reserve_cart: hold the units of a whole cart (several lines) in one
-- transaction, fetching every line's units in ONE round trip.
--
-- Same protocol as reserve.sql, for n lines at once (shown for two lines; the
-- application repeats the parenthesised branch, the DELETE and the VALUES row
-- per line). Merge lines of the same pool (same item at the same location)
-- into one line first: SKIP LOCKED skips only other transactions' locks, so
-- two branches of one pool would return the same units twice.
--
-- Lock order, the same in every file of this folder:
--   pool_refill_state -> reservation_units -> reserved_quantities -> ledger
-- The cart takes ALL its units before it writes ANY hold.

-- READ COMMITTED for this transaction, before it starts: at REPEATABLE READ a
-- SKIP LOCKED scan of an empty pool gap-locks up to the supremum, where refill
-- inserts, and refill and reserve can deadlock.
SET TRANSACTION ISOLATION LEVEL READ COMMITTED;
START TRANSACTION;

-- Every line's units in one statement: a UNION ALL of locking scans, each in
-- parentheses so that its own LIMIT (the line's quantity) and its own
-- FOR UPDATE SKIP LOCKED apply to that branch only. Each branch filters on the
-- primary key prefix of its pool (one lock per unit). The pool columns come
-- back with each id so the application can tell the lines apart. Each branch
-- starts at a random id of its pool and a line that comes back short wraps
-- around below its start, as in reserve.sql (binds per line: shop, item,
-- group, start, q).
-- One round trip instead of n keeps the transaction, and the connection it
-- holds, short: connection hold time was the real bottleneck in flash sales.
-- A line that gets fewer ids than it asked for is not proof of "sold out" (see
-- reserve.sql): ROLLBACK, refill that pool (refill.sql), retry once.
/* conn_tag:checkout_reserve */ (SELECT inventory_item_id, inventory_group_id, id
   FROM reservation_units
  WHERE shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ?
    AND id >= ?
  LIMIT ?
    FOR UPDATE SKIP LOCKED)
UNION ALL
(SELECT inventory_item_id, inventory_group_id, id
   FROM reservation_units
  WHERE shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ?
    AND id >= ?
  LIMIT ?
    FOR UPDATE SKIP LOCKED);

-- FIRST: delete every line's units (one DELETE per pool, each on its primary
-- key prefix plus the ids that line got). All of them are already locked by
-- this transaction, so these never wait.
/* conn_tag:checkout_reserve */ DELETE FROM reservation_units
 WHERE shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ?
   AND id IN (?, ?);
/* conn_tag:checkout_reserve */ DELETE FROM reservation_units
 WHERE shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ?
   AND id IN (?);

-- SECOND: one hold per line, all in one multi-row INSERT, after all the
-- deletes: units before holds, as in every other transaction here, so reserve
-- and claim never wait on each other in a cycle.
/* conn_tag:checkout_reserve */ INSERT INTO reserved_quantities
       (shop_id, inventory_item_id, inventory_group_id, checkout_id, quantity, expires_at)
VALUES (?, ?, ?, ?, ?, CURRENT_TIMESTAMP(6) + INTERVAL 600 SECOND),
       (?, ?, ?, ?, ?, CURRENT_TIMESTAMP(6) + INTERVAL 600 SECOND);

-- All lines move from the pools to the holds in one commit, or none does.
COMMIT;
