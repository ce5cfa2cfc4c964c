ALTER TABLE executions_visibility
ADD COLUMN TemporalUsedWorkerDeploymentVersions JSON
GENERATED ALWAYS AS (search_attributes->'$.TemporalUsedWorkerDeploymentVersions');

CREATE INDEX by_used_deployment_versions
ON executions_visibility (
    namespace_id,
    (CAST(TemporalUsedWorkerDeploymentVersions AS CHAR(255) ARRAY)),
    (COALESCE(close_time, CAST('9999-12-31 23:59:59' AS DATETIME))) DESC,
    start_time DESC,
    run_id
);
