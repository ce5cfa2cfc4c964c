create table mytab(id int, value int);
ALTER TABLE `mytab` ADD INDEX `mytable_value_index` (`value`);
