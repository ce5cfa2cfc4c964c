CREATE TABLE conflict3.tbl1 (id int unsigned);
CREATE TABLE xconflict3.tbl2 (id int unsigned);
