INSERT INTO `seckill_goods` (`goods_id`, `stock_count`, `created_at`, `updated_at`)
VALUES (1, 200, '2022-03-02 18:21:36', '2022-07-07 13:03:30');
INSERT INTO `seckill_goods` (`goods_id`, `stock_count`, `created_at`, `updated_at`)
VALUES (2, 100, '2022-03-02 18:21:36', '2022-03-25 21:01:11');
INSERT INTO `seckill_goods` (`goods_id`, `stock_count`, `created_at`, `updated_at`)
VALUES (3, 100, '2022-03-02 18:21:36', '2022-03-25 21:01:14');
INSERT INTO `seckill_goods` (`goods_id`, `stock_count`, `created_at`, `updated_at`)
VALUES (4, 100, '2022-03-02 18:21:36', '2022-03-25 21:01:16');
