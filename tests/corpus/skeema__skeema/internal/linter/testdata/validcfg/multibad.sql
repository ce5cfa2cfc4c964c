CREATE TABLE multibad ( /* annotations:pk */
	id int unsigned NOT NULL,
	name varchar(30)
) ENGINE=MEMORY DEFAULT CHARSET=latin1 /* annotations: charset, engine */;
