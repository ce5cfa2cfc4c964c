-- An example inventory ledger, as an application might own it.
--
-- poolctl never creates or migrates the ledger: it reads it through the
-- [ledger] mapping in poolctl.toml (see examples/poolctl.toml). This one keys
-- stock by (shop, item, location) and keeps the quantity available to sell.
CREATE TABLE IF NOT EXISTS inventory_levels (
  shop_id           BIGINT UNSIGNED NOT NULL,
  inventory_item_id BIGINT UNSIGNED NOT NULL,
  location_id       BIGINT UNSIGNED NOT NULL,
  available         INT             NOT NULL,
  updated_at        TIMESTAMP(6)    NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
  PRIMARY KEY (shop_id, inventory_item_id, location_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

-- Shop 1: a flash-sale item with more stock than one pool holds (5,000 units
-- against the default cap of 1,000), a few ordinary items across two
-- locations, and one sold-out item.
INSERT INTO inventory_levels (shop_id, inventory_item_id, location_id, available) VALUES
  (1, 100, 1, 5000),
  (1, 101, 1, 40),
  (1, 101, 2, 12),
  (1, 102, 1, 3),
  (1, 103, 2, 0),
  (2, 200, 1, 250)
ON DUPLICATE KEY UPDATE available = VALUES(available);
