-- reserved_quantities: active holds, one row per (pool, checkout).
--
-- Reserve deletes units first and inserts the hold second; claim and release touch
-- holds (and the ledger) only. The same lock order everywhere keeps reserve and claim
-- from forming a deadlock cycle. expires_at is indexed for the expiry sweep
-- (reconcile); claims and releases go through the primary key.
CREATE TABLE reserved_quantities (
  shop_id            BIGINT UNSIGNED NOT NULL,
  inventory_item_id  BIGINT UNSIGNED NOT NULL,
  inventory_group_id BIGINT UNSIGNED NOT NULL,
  checkout_id        VARCHAR(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
  quantity           INT UNSIGNED    NOT NULL,
  created_at         TIMESTAMP(6)    NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
  expires_at         TIMESTAMP(6)    NOT NULL,
  PRIMARY KEY (shop_id, inventory_item_id, inventory_group_id, checkout_id),
  KEY reserved_quantities_expires_at (expires_at),
  CONSTRAINT reserved_quantities_quantity_positive CHECK (quantity > 0)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
