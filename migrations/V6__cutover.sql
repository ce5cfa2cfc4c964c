-- The move off legacy Redis counters, per database (`poolctl cutover`). The
-- tables follow `[tables]` in poolctl.toml like the others (cutover,
-- cutover_audit, shadow_operations, shadow_disagreements).
--
-- pool_cutover: which store is the source of truth for this database's
-- reservations, one row: `redis` (the legacy counters decide; the pool is
-- not used), `shadow` (both stores are written, Redis still decides and every
-- disagreement is recorded) or `mysql` (the pool decides). The reserve
-- library reads it with a short cache; `poolctl cutover advance` moves it one
-- step forward when its preconditions hold, `poolctl cutover rollback` one
-- step back at any time.
CREATE TABLE pool_cutover (
  id          TINYINT UNSIGNED NOT NULL DEFAULT 1,
  state       ENUM('redis', 'shadow', 'mysql') CHARACTER SET ascii NOT NULL DEFAULT 'redis',
  changed_at  TIMESTAMP(6)     NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
  changed_by  VARCHAR(255)     NOT NULL DEFAULT '',
  PRIMARY KEY (id),
  CHECK (id = 1)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

INSERT INTO pool_cutover (id, state, changed_by) VALUES (1, 'redis', 'migration V6');

-- pool_cutover_audit: every change of pool_cutover, written in the same
-- transaction: who (the operator poolctl ran as, and the server account), when,
-- from which state to which, and the evidence the change was judged on (the
-- preconditions and their figures, as JSON).
CREATE TABLE pool_cutover_audit (
  id          BIGINT UNSIGNED  NOT NULL AUTO_INCREMENT,
  changed_at  TIMESTAMP(6)     NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
  operator    VARCHAR(255)     NOT NULL,
  account     VARCHAR(255)     NOT NULL,
  action      ENUM('advance', 'rollback') CHARACTER SET ascii NOT NULL,
  from_state  ENUM('redis', 'shadow', 'mysql') CHARACTER SET ascii NOT NULL,
  to_state    ENUM('redis', 'shadow', 'mysql') CHARACTER SET ascii NOT NULL,
  evidence    TEXT             NOT NULL,
  PRIMARY KEY (id),
  KEY pool_cutover_audit_changed_at (changed_at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

-- shadow_operations: how many reserves, claims and releases shadow mode made,
-- per minute; `shard` spreads the writers over 16 rows a minute, so the count
-- is no hot row (the library adds 1 to a random shard, outside its reserve
-- transaction). The denominator of the disagreement rate.
CREATE TABLE shadow_operations (
  minute      TIMESTAMP        NOT NULL,
  shard       TINYINT UNSIGNED NOT NULL,
  operations  BIGINT UNSIGNED  NOT NULL DEFAULT 0,
  PRIMARY KEY (minute, shard)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

-- shadow_disagreements: each operation on which the two stores answered
-- differently in shadow mode (one granted, the other refused; different
-- quantities), with what each answered and which one decided.
CREATE TABLE shadow_disagreements (
  id                 BIGINT UNSIGNED NOT NULL AUTO_INCREMENT,
  at                 TIMESTAMP(6)    NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
  pod                VARCHAR(64)     NOT NULL DEFAULT '',
  shop_id            BIGINT UNSIGNED NOT NULL,
  inventory_item_id  BIGINT UNSIGNED NOT NULL,
  inventory_group_id BIGINT UNSIGNED NOT NULL,
  checkout_id        VARCHAR(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
  operation          ENUM('reserve', 'claim', 'release') CHARACTER SET ascii NOT NULL,
  redis_answer       VARCHAR(255)    NOT NULL,
  mysql_answer       VARCHAR(255)    NOT NULL,
  source_of_truth    ENUM('redis', 'mysql') CHARACTER SET ascii NOT NULL,
  PRIMARY KEY (id),
  KEY shadow_disagreements_at (at)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
