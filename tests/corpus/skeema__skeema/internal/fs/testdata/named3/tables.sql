CREATE TABLE glorp.two (
	id int unsigned NOT NULL,
	PRIMARY KEY (id)
);
CREATE TABLE bar.three (
	id int unsigned NOT NULL,
	PRIMARY KEY (id)
);
