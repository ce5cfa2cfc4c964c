CREATE TABLE `widget_counts` (
  `name` varchar(40) NOT NULL,
  `cnt` int(10) unsigned DEFAULT NULL,
  PRIMARY KEY (`name`)
) ENGINE=InnoDB DEFAULT CHARSET=latin1;
