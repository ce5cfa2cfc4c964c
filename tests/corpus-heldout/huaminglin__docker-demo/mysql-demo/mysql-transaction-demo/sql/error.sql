start transaction;
select 1;
select 1/0;
select a;
select 1;
commit;

