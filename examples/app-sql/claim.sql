-- claim: payment succeeded; turn the checkout's hold into a sale.
--
-- Claim touches the holds and the ledger ONLY: the units already left the pool
-- at reserve, so the pool (reservation_units) is not involved. The hold is
-- dropped and the ledger (inventory_levels, the application's source of truth;
-- see examples/ledger.sql) is decremented by the same quantity, in one
-- transaction: the hold and the stock change commit together or not at all,
-- which is the whole point of keeping reservations in the ledger's database.
--
-- Lock order, the same in every file of this folder:
--   pool_refill_state -> reservation_units -> reserved_quantities -> ledger
-- Claim: holds first, ledger second. For a cart, claim every line's hold first,
-- then update the ledger rows, sorted by (inventory_item_id, location_id) so
-- two carts sharing items lock ledger rows in the same order.

SET TRANSACTION ISOLATION LEVEL READ COMMITTED;
START TRANSACTION;

-- Lock this checkout's hold and read its quantity. The filter is the full
-- primary key of reserved_quantities: a point lookup, one record lock. No row:
-- the hold expired and was swept, or was released; ROLLBACK and re-reserve (or
-- fail the payment) rather than sell units nobody holds.
/* conn_tag:checkout_completion */ SELECT quantity
  FROM reserved_quantities
 WHERE shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ?
   AND checkout_id = ?
   FOR UPDATE;

-- Drop the hold (same full key). The row is locked by this transaction; expect
-- 1 affected row.
/* conn_tag:checkout_completion */ DELETE FROM reserved_quantities
 WHERE shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ?
   AND checkout_id = ?;

-- Deduct the held quantity (bind the `quantity` read above) from the ledger.
-- The pool's group is the ledger's location.
--
-- Deliberately UNGUARDED (no `AND available >= ?`): the hold already
-- guarantees these units. Reserve took them out of the pool, and the pool plus
-- the holds never exceed the ledger (P + H <= L), so the stock is there; a
-- guard here could only turn a paid, held order into a failure. A guarded
-- check-and-decrement is the old single-row design, where every buyer of the
-- item queues on this one row's lock (poolctl's hot-row-counter). Here the
-- ledger row is locked only for the instant of a claim, after payment, not for
-- the whole reserve.
/* conn_tag:checkout_completion */ UPDATE inventory_levels
   SET available = available - ?
 WHERE shop_id = ? AND inventory_item_id = ? AND location_id = ?;

-- Hold gone and stock deducted together: H and L drop by the same quantity, so
-- L - H, and with it what refill may put in the pool, is unchanged.
COMMIT;
