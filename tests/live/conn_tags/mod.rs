//! `poolctl conn-tags` against the private servers (`scripts/test.sh`): three
//! workloads with known behaviour against each source.

mod live;
mod workload;
