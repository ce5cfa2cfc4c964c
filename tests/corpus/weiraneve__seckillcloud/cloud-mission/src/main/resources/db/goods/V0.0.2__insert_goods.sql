INSERT INTO `goods` (`id`, `goods_name`, `goods_img`, `is_using`, `goods_title`, `goods_price`, `goods_stock`,
                     `start_time`, `end_time`, `created_at`, `updated_at`)
VALUES (1, '商品1', 'http://res.steveay.com/goods/36ba7b77b5994d04abfc662c80d86930.png', b'1', '商品1业务', 100, 200,
        '2024-04-01 00:00:00', '2025-01-01 00:00:00', '2022-03-02 18:21:14', '2022-06-28 23:39:42');
INSERT INTO `goods` (`id`, `goods_name`, `goods_img`, `is_using`, `goods_title`, `goods_price`, `goods_stock`,
                     `start_time`, `end_time`, `created_at`, `updated_at`)
VALUES (2, '商品2', 'http://res.steveay.com/goods/36ba7b77b5994d04abfc662c80d86930.png', b'1', '商品2业务', 30, 100,
        '2022-01-08 00:00:00', '2023-01-09 00:00:00', '2022-03-02 18:21:14', '2022-03-21 15:57:37');
INSERT INTO `goods` (`id`, `goods_name`, `goods_img`, `is_using`, `goods_title`, `goods_price`, `goods_stock`,
                     `start_time`, `end_time`, `created_at`, `updated_at`)
VALUES (3, '商品3', 'http://res.steveay.com/goods/36ba7b77b5994d04abfc662c80d86930.png', b'1', '商品3业务', 30, 100,
        '2022-03-08 00:00:00', '2023-03-09 00:00:00', '2022-03-02 18:21:14', '2022-03-21 15:57:41');
INSERT INTO `goods` (`id`, `goods_name`, `goods_img`, `is_using`, `goods_title`, `goods_price`, `goods_stock`,
                     `start_time`, `end_time`, `created_at`, `updated_at`)
VALUES (4, '商品4', 'http://res.steveay.com/goods/36ba7b77b5994d04abfc662c80d86930.png', b'1', '商品4业务', 30, 100,
        '2022-02-28 00:00:00', '2023-03-28 00:00:00', '2022-03-02 18:21:14', '2022-03-21 15:57:46');
