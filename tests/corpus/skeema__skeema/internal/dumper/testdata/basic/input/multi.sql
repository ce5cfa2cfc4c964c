Create table multi1 (
name varchar(30)
) character set latin1  collate latin1_swedish_ci;

CREATE TABLE multi2 (id int unsigned) CHARACTER set latin1 COLLATE latin1_swedish_ci; CREATE TABLE multi3(
			  whatever char(3)) default charset=latin1 collate=latin1_swedish_ci
;