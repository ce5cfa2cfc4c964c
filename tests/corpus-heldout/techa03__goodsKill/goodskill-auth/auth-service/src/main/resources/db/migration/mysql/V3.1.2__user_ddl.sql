alter table `user`
    modify password varchar(400) default '' not null;
