-- pool_refill_state.drained_since: when the pool was first seen empty with
-- stock behind it in the ledger (NULL: not drained). The replenisher's leader
-- sets it (only on a pool with no unit left, and never moves it while set),
-- every refill that adds units clears it, and the leader clears it when it
-- finds the pool no longer empty (units released back). Its drained gauges
-- count from it, so a new leader after a failover reports the time since the
-- pool really emptied.
ALTER TABLE pool_refill_state ADD COLUMN drained_since TIMESTAMP(6) NULL;
