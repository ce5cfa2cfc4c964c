-- ----------------------------
-- Records of goods
-- ----------------------------
INSERT INTO `goods`
VALUES ('1', 'android手机', 'android手机', '/img/meta10.png', 'android手机', '100.00', '100');
INSERT INTO `goods`
VALUES ('2', 'apple手机', 'apple手机', '/img/iphonex.png', 'apple手机', '100.00', '100');

-- ----------------------------
-- Records of seckill_goods
-- ----------------------------
INSERT INTO `seckill_goods`
VALUES ('1', '1', '100', '1546300800000', '1546300800000', '0.01');
INSERT INTO `seckill_goods`
VALUES ('2', '2', '99', '1546300800000', '1546300800000', '0.01');


-- ----------------------------
-- Records of seckill_user
-- ----------------------------
INSERT INTO `seckill_user`
VALUES ('15312345678', '鱼虾', 'b7797cce01b4b131b433b6acf4add449', '1a2b3c4d', '1', '1546300800000', '1546300800000', '1');


-- ----------------------------
-- Records of user
-- ----------------------------
INSERT INTO `user`
VALUES ('1', '测试');