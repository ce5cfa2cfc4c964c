use _skeema_tmp;
DELETE FROM bar;
