CREATE TABLE xconflict1.tbl1 (id int unsigned);
