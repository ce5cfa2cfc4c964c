CREATE TABLE multi1.tbl1 (id int unsigned);
CREATE TABLE multi2.tbl2 (id int unsigned);
