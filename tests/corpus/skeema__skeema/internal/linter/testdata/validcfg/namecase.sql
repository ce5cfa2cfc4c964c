CREATE TABLE NameCase ( /* annotations: name-case */
	id int unsigned NOT NULL,
	name varchar(30),
	PRIMARY KEY (id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
