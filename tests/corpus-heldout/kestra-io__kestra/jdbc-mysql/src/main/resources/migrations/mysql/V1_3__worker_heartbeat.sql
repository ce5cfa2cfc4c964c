ALTER TABLE worker_job_running
    DROP COLUMN taskrun_id;