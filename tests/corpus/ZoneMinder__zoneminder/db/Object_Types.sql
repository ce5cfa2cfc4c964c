CREATE TABLE Object_Types (
	Id	int(10) NOT NULL AUTO_INCREMENT,
	Name	varchar(32) UNIQUE,
	Human	TEXT,
	PRIMARY KEY (Id)
);
