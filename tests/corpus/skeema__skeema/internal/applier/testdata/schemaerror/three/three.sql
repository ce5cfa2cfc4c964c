CREATE TABLE three (
	name varchar(30) NOT NULL,
	PRIMARY KEY (name)
) ENGINE=InnoDB DEFAULT CHARSET=latin1;
