CREATE TABLE borked1 (
	id int,
	lol I dunno,
	just make me a good table pls);
