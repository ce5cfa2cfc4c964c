DELIMITER ;
use glorp
CREATE TABLE two (
	id int unsigned NOT NULL,
	PRIMARY KEY (id)
);

use bar
CREATE TABLE three (
	id int unsigned NOT NULL,
	PRIMARY KEY (id)
);
