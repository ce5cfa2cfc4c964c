CREATE TABLE badengine (
	id int unsigned NOT NULL,
	name varchar(30),
	PRIMARY KEY (id)
) ENGINE=MEMORY DEFAULT CHARSET=utf8mb4 /* annotations:engine */;
