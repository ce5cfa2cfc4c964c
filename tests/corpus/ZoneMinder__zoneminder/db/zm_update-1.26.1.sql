--
-- This updates a 1.26.0 database to 1.26.1
--
-- No changes required
--

