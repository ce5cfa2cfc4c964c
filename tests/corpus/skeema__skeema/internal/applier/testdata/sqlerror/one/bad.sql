CREATE TABLE bad (
	this is not going to work
);