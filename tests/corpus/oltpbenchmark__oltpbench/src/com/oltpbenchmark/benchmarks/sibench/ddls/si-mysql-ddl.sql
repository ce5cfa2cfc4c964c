DROP TABLE IF EXISTS `SITEST`;
CREATE TABLE `SITEST` (
  `id` int NOT NULL,
  `value` int unsigned NOT NULL,
  PRIMARY KEY (`id`)
) ENGINE=InnoDB;
