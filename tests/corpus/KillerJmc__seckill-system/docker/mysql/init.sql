create database erupt;
use erupt;
source /sql/erupt.sql;

create database seckill_account;
use seckill_account;
source /sql/seckill_account.sql;

create database seckill_service;
use seckill_service;
source /sql/seckill_service.sql;

create database seckill_payment;
use seckill_payment;
source /sql/seckill_payment.sql;

create database seckill_mock;
use seckill_mock;
source /sql/seckill_mock.sql;
