CREATE TABLE one (
	id int unsigned NOT NULL,
	PRIMARY KEY (id)
);

use glorp;

use bar;
CREATE TABLE two (
	id int unsigned NOT NULL,
	PRIMARY KEY (id)
);

