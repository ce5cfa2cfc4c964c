-- pool_refill_state: refill bookkeeping, one row per pool.
--
-- next_unit_id is the next id refill hands out for the pool's units (ids are never
-- reused, so a unit id never appears twice even across crashes); the last_* columns
-- feed `poolctl status` and the refill runbook.
CREATE TABLE pool_refill_state (
  shop_id            BIGINT UNSIGNED NOT NULL,
  inventory_item_id  BIGINT UNSIGNED NOT NULL,
  inventory_group_id BIGINT UNSIGNED NOT NULL,
  next_unit_id       BIGINT UNSIGNED NOT NULL DEFAULT 1,
  last_refill_at     TIMESTAMP(6)    NULL,
  last_refill_rows   INT UNSIGNED    NOT NULL DEFAULT 0,
  refill_count       BIGINT UNSIGNED NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, inventory_item_id, inventory_group_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
