ALTER TABLE Monitors MODIFY DefaultScale CHAR(6) NOT NULL default '0';
