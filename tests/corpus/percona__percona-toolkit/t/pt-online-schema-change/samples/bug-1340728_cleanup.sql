drop database if exists bug_1340728;

