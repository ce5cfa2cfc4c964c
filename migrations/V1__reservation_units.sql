-- reservation_units: one row per sellable unit that can be reserved right now.
--
-- The primary key is exactly the reserve scan's filter columns followed by id, so
--   SELECT id FROM reservation_units
--    WHERE shop_id = ? AND inventory_item_id = ? AND inventory_group_id = ?
--    LIMIT q FOR UPDATE SKIP LOCKED
-- walks the clustered index and takes one record lock per unit.
-- There is deliberately no secondary index and no AUTO_INCREMENT: InnoDB requires
-- an index led by an AUTO_INCREMENT column, and a locking scan through a secondary
-- index locks the index entry and the clustered record (two locks per unit).
-- Unit ids are assigned by refill from pool_refill_state.next_unit_id.
CREATE TABLE reservation_units (
  shop_id            BIGINT UNSIGNED NOT NULL,
  inventory_item_id  BIGINT UNSIGNED NOT NULL,
  inventory_group_id BIGINT UNSIGNED NOT NULL,
  id                 BIGINT UNSIGNED NOT NULL,
  created_at         TIMESTAMP(6)    NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
  PRIMARY KEY (shop_id, inventory_item_id, inventory_group_id, id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
