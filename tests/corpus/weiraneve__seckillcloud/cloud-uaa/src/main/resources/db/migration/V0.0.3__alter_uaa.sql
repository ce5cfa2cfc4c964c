ALTER TABLE user DROP COLUMN user_name;
ALTER TABLE user DROP COLUMN identity_card_id;
