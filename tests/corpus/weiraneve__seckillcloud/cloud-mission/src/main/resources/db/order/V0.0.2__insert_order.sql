INSERT INTO `cloud-mission-order`.order_info (id, user_id, goods_id, created_at, updated_at)
VALUES (1000001, 1, 1, '2024-06-20 18:08:33', '2024-06-21 13:54:00');
