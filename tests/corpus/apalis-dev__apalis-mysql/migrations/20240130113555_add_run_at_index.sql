CREATE INDEX JRTIdx ON jobs(run_at);

CREATE INDEX LCATIdx ON jobs(lock_at);