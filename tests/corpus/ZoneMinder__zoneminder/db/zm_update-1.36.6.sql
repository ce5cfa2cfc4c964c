ALTER TABLE `Monitors` MODIFY `Longitude`  DECIMAL(11,8);
