-- The refill lock: the named lock `poolctl refill` takes for each pool, so an
-- application that refills a pool inline (examples/app-sql/refill.sql) can take
-- the very same lock and never run at the same time as poolctl on that pool.
--
-- Name scheme (src/pool/lock_names.rs computes the same):
--   poolctl.refill.<database>.<shop_id>.<inventory_item_id>.<inventory_group_id>
-- ids in decimal, <database> the pool's database (GET_LOCK names are
-- server-wide, so the database keeps two databases' pools apart). MySQL and
-- MariaDB allow at most 64 characters; a longer name becomes
--   poolctl.refill.<lower-case hex SHA1 of the full name>   (55 characters).
-- Run these on a connection whose default database is the pool's database
-- (DATABASE() is part of the name), in the utf8mb4 character set.
--
-- The lock belongs to the session: it is released by RELEASE_LOCK, or when the
-- connection ends (a crashed or killed refiller never leaves it behind). It
-- does not replace the pool's row lock in pool_refill_state that refill.sql
-- takes: poolctl takes both, and counts the deficit again under the row lock in
-- every transaction, so a refiller that takes only the row lock is still safe.
-- The named lock adds what a row lock cannot: a refiller can tell "someone is
-- refilling this pool" without waiting (timeout 0), and one refill of many
-- transactions keeps the pool to itself from its first to its last.

-- 1. The lock's name. Binds: shop_id, inventory_item_id, inventory_group_id.
SELECT IF(CHAR_LENGTH(k.name) <= 64, k.name, CONCAT('poolctl.refill.', SHA1(k.name))) AS refill_lock
  FROM (SELECT CONCAT('poolctl.refill.', DATABASE(), '.', ?, '.', ?, '.', ?) AS name) AS k;

-- 2. Take it. Binds: the name, then the seconds to wait: 0 to skip a pool
--    another refiller is on (what poolctl does), a few seconds for a reserve's
--    inline refill (the first buyer refills, the others wait, then find the
--    pool full). 1 = taken, 0 = timed out (busy), NULL = error.
SELECT GET_LOCK(?, ?);

-- 3. Refill (examples/app-sql/refill.sql), then let go. Binds: the name.
--    1 = released, 0 = held by another session, NULL = nobody held it.
SELECT RELEASE_LOCK(?);

-- Who holds it (a connection id, for SHOW PROCESSLIST / KILL); NULL when free.
SELECT IS_USED_LOCK(?);
