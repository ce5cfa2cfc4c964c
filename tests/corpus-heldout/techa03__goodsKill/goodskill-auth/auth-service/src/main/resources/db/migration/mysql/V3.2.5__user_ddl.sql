UPDATE seckill.user SET password = '$2a$10$WIte035Bk/c1T/lVEchIauiCF0853pGT4mgwn2ixZt6Pb3LQ6SQX6' WHERE id = 21;
