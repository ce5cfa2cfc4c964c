-- reservation_units_reserve: the reserve of one cart line in ONE round trip.
--
-- The same transaction the library otherwise sends in two round trips, run by the
-- server: at READ COMMITTED, lock one unit at a time with FOR UPDATE SKIP LOCKED
-- on the primary key's range from p_start up, then below p_start (the
-- wrap-around; p_start 0 or 1: from the head), deleting each unit as soon as it
-- is locked; a delete that did not remove its unit rolls back and signals
-- (nothing is held); short of p_quantity, roll back (the caller refills the pool
-- and tries again); else insert the hold, expiring in p_ttl_seconds, and commit.
-- Units first, the hold second: the lock order of every reserve. Answers one
-- row: the units got and the highest unit id among them.
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
  IN p_start BIGINT UNSIGNED,
  IN p_ttl_seconds INT UNSIGNED,
  IN p_hold_us INT UNSIGNED)
MODIFIES SQL DATA
SQL SECURITY INVOKER
BEGIN
  DECLARE v_id BIGINT UNSIGNED DEFAULT NULL;
  DECLARE v_from BIGINT UNSIGNED DEFAULT p_start;
  DECLARE v_below BIGINT UNSIGNED DEFAULT NULL;
  DECLARE v_got INT UNSIGNED DEFAULT 0;
  DECLARE v_max BIGINT UNSIGNED DEFAULT 0;
  SET TRANSACTION ISOLATION LEVEL READ COMMITTED;
  START TRANSACTION;
  scan: WHILE v_got < p_quantity DO
    SET v_id = NULL;
    SELECT /* conn_tag:checkout_reserve */ id INTO v_id FROM reservation_units
     WHERE shop_id = p_shop AND inventory_item_id = p_item AND inventory_group_id = p_group
       AND id >= v_from AND id < COALESCE(v_below, 18446744073709551615)
     ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED;
    IF v_id IS NULL THEN
      IF v_below IS NOT NULL OR p_start <= 1 THEN
        LEAVE scan;
      END IF;
      SET v_below = p_start, v_from = 0;
    ELSE
      DELETE /* conn_tag:checkout_reserve */ FROM reservation_units
       WHERE shop_id = p_shop AND inventory_item_id = p_item AND inventory_group_id = p_group
         AND id = v_id;
      IF ROW_COUNT() <> 1 THEN
        ROLLBACK;
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
  SELECT v_got AS got, v_max AS max_id;
END//
DELIMITER ;
