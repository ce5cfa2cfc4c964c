CREATE INDEX idx_jobs_fetch ON jobs(job_type, status, run_at, priority, id);
