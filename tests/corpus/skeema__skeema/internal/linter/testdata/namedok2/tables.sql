CREATE TABLE foo.tbl1 (id int unsigned NOT NULL);

use bar
CREATE TABLE tbl2 (id int unsigned NOT NULL);
