-- reservation_units_reserve: the reserve of one cart line in ONE round trip.
--
-- The same transaction the library otherwise sends in two round trips, run by the
-- server: at READ COMMITTED, lock one unit at a time with FOR UPDATE SKIP LOCKED
-- on the primary key's range from a start up, then below the start (the
-- wrap-around), deleting each unit as soon as it is locked; a delete that did not
-- remove its unit rolls back and signals (nothing is held); short of p_quantity,
-- roll back (the caller refills the pool and tries again); else insert the hold,
-- expiring in p_ttl_seconds, and commit. Units first, the hold second: the lock
-- order of every reserve. A short answer is conclusive: every unit of the pool
-- was either taken or locked by another transaction.
--
-- Where the scan starts. Refill hands out ids in increasing order and buyers
-- take the lowest, so a pool is a dense band of ids with its bottom edge moving
-- up; below the edge lie the deleted units purge has not removed yet (thousands
-- in a flash sale), which a locking scan walks one by one. With p_spread > 0
-- (the library's default) the start is read here: the lowest and highest id at
-- or above p_from (a plain read: MIN and MAX of a primary-key range are one
-- index dive each), and the scan starts at a random id among the p_spread ids
-- from the lowest up, so concurrent buyers spread over the edge instead of
-- queueing on its first unit and walking the deleted ones. p_from is the edge
-- this connection saw on its previous call for the pool (answered as `lo`; 0 at
-- first): no unit is ever added below it (new ids only grow), so the read walks
-- only what was sold since. The wrap-around goes down to the edge, and, when
-- the line is still short and p_from > 0, below it too (a unit an operator put
-- back under an old id). With p_spread = 0 the scan starts at p_from itself (a
-- random id the caller drew; 0 or 1: the head) and wraps down to the head.
--
-- Answers one row: the units got, the highest unit id among them, the pool's
-- edge (lo: the next call's p_from; p_from itself when nothing lies at or
-- above it; 0 with p_spread = 0) and the band's width (span: highest - lowest
-- + 1 of the ids at or above p_from, at least the pool's rows there; 0 when
-- not read). Any error rolls the whole reserve back before it is raised.
--
-- p_hold_us is a wait, with the units locked, before the hold is written: 0 in
-- an application; `poolctl bench flash-sale --think-ms` uses it to hold the
-- locks as long as the other designs do. SQL SECURITY INVOKER: the caller's
-- own privileges on the two tables apply (EXECUTE on the procedure besides).
DELIMITER //
CREATE PROCEDURE reservation_units_reserve(
  IN p_shop BIGINT UNSIGNED,
  IN p_item BIGINT UNSIGNED,
  IN p_group BIGINT UNSIGNED,
  IN p_checkout VARCHAR(64) CHARACTER SET ascii,
  IN p_quantity INT UNSIGNED,
  IN p_from BIGINT UNSIGNED,
  IN p_spread INT UNSIGNED,
  IN p_ttl_seconds INT UNSIGNED,
  IN p_hold_us INT UNSIGNED)
MODIFIES SQL DATA
SQL SECURITY INVOKER
BEGIN
  DECLARE v_id BIGINT UNSIGNED DEFAULT NULL;
  DECLARE v_lo BIGINT UNSIGNED DEFAULT NULL;
  DECLARE v_hi BIGINT UNSIGNED DEFAULT NULL;
  DECLARE v_start BIGINT UNSIGNED DEFAULT 0;
  DECLARE v_floor BIGINT UNSIGNED DEFAULT 0;
  DECLARE v_from BIGINT UNSIGNED DEFAULT 0;
  DECLARE v_below BIGINT UNSIGNED DEFAULT 18446744073709551615;
  DECLARE v_phase INT UNSIGNED DEFAULT 1;
  DECLARE v_got INT UNSIGNED DEFAULT 0;
  DECLARE v_max BIGINT UNSIGNED DEFAULT 0;
  -- Whatever fails (the delete check below, a duplicate hold, a lock-wait
  -- timeout, a deadlock), nothing of this reserve stays open or held.
  DECLARE EXIT HANDLER FOR SQLEXCEPTION
  BEGIN
    ROLLBACK;
    RESIGNAL;
  END;
  SET TRANSACTION ISOLATION LEVEL READ COMMITTED;
  START TRANSACTION;
  IF p_spread > 0 THEN
    SELECT /* conn_tag:checkout_reserve */ /* poolctl: ignore read-then-write-without-lock the edge only places the SKIP LOCKED scan */
           MIN(id), MAX(id) INTO v_lo, v_hi FROM reservation_units
     WHERE shop_id = p_shop AND inventory_item_id = p_item AND inventory_group_id = p_group
       AND id >= p_from;
    IF v_lo IS NOT NULL THEN
      SET v_floor = v_lo,
          v_start = v_lo + CAST(FLOOR(RAND() * LEAST(p_spread, v_hi - v_lo + 1)) AS UNSIGNED);
    END IF;
  ELSEIF p_from > 1 THEN
    SET v_start = p_from;
  END IF;
  SET v_from = v_start;
  scan: WHILE v_got < p_quantity DO
    SET v_id = NULL;
    SELECT /* conn_tag:checkout_reserve */ id INTO v_id FROM reservation_units
     WHERE shop_id = p_shop AND inventory_item_id = p_item AND inventory_group_id = p_group
       AND id >= v_from AND id < v_below
     ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED;
    IF v_id IS NULL THEN
      -- The ranges in turn: from the start up, the edge up to the start, and
      -- (after a p_from > 0) everything below the edge.
      IF v_phase = 1 AND v_start > v_floor THEN
        SET v_phase = 2, v_from = v_floor, v_below = v_start;
      ELSEIF v_phase < 3 AND v_floor > 0 AND p_from > 0 THEN
        SET v_phase = 3, v_from = 0, v_below = v_floor;
      ELSE
        LEAVE scan;
      END IF;
    ELSE
      DELETE /* conn_tag:checkout_reserve */ FROM reservation_units
       WHERE shop_id = p_shop AND inventory_item_id = p_item AND inventory_group_id = p_group
         AND id = v_id;
      IF ROW_COUNT() <> 1 THEN
        SIGNAL SQLSTATE '45000'
          SET MESSAGE_TEXT = 'the delete did not remove the unit this transaction locked: nothing held';
      END IF;
      SET v_got = v_got + 1, v_from = v_id + 1, v_max = GREATEST(v_max, v_id);
    END IF;
  END WHILE;
  IF v_got < p_quantity THEN
    ROLLBACK;
  ELSE
    IF p_hold_us > 0 THEN
      DO /* conn_tag:checkout_reserve */ SLEEP(p_hold_us / 1000000);
    END IF;
    INSERT /* conn_tag:checkout_reserve */ INTO reserved_quantities
      (shop_id, inventory_item_id, inventory_group_id, checkout_id, quantity, expires_at)
      VALUES (p_shop, p_item, p_group, p_checkout, p_quantity,
              CURRENT_TIMESTAMP(6) + INTERVAL p_ttl_seconds SECOND);
    COMMIT;
  END IF;
  SELECT v_got AS got, v_max AS max_id,
         IF(p_spread > 0, COALESCE(v_lo, p_from), 0) AS lo,
         COALESCE(v_hi - v_lo + 1, 0) AS span;
END//
DELIMITER ;
