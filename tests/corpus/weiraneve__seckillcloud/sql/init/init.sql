-- 创建数据库
CREATE DATABASE `cloud-uaa` DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE DATABASE `cloud-manage` DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE DATABASE `cloud-mission-goods` DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE DATABASE `cloud-mission-seckillGoods` DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE DATABASE `cloud-mission-order` DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;