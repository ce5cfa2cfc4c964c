-- pool_caps: per-pool overrides of the pool cap (the [pool] cap setting, 1000 by
-- default, applies to every pool without a row here). A cap of 0 disables a pool.
CREATE TABLE pool_caps (
  shop_id            BIGINT UNSIGNED NOT NULL,
  inventory_item_id  BIGINT UNSIGNED NOT NULL,
  inventory_group_id BIGINT UNSIGNED NOT NULL,
  cap                INT UNSIGNED    NOT NULL,
  updated_at         TIMESTAMP(6)    NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
  PRIMARY KEY (shop_id, inventory_item_id, inventory_group_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
