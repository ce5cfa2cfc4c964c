CREATE TABLE tbl1 (id int unsigned);
USE xconflict2
CREATE TABLE tbl2 (id int unsigned);
