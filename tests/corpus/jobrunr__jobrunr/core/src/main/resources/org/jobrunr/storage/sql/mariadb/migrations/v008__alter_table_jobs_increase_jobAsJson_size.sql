ALTER TABLE jobrunr_jobs
    MODIFY jobAsJson MEDIUMTEXT