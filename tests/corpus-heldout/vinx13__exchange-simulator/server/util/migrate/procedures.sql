use ExchangeSimulator;

DELIMITER //

SOURCE orderbook.sql
SOURCE security.sql
SOURCE traderecord.sql

DELIMITER ;
