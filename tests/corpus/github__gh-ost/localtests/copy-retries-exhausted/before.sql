set global max_binlog_cache_size = 1024;
