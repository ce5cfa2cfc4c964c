use xnamedonly;
CREATE TABLE namedonly.tbl1 (id int unsigned);
use namedonly;
CREATE TABLE namedonly.tbl2 (id int unsigned);
CREATE TABLE tbl3 (id int unsigned);
