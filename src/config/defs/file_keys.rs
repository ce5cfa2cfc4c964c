//! The keys of `poolctl.toml` that have no flag: the tables themselves,
//! `[pods.NAME]`, `[pool]`, `[ledger]`, `[tables]` and `[lint]`. None of
//! them has an environment variable either (a pod's `url_env` names one).
//! Keys that take a plain name or a list carry their doc and type; what a
//! lint rule name or severity must be is checked against the lint registry
//! where the file is read (`config::file_format`).

use super::kinds::{Integer, List, Switch, Table, Text, Whole};
use super::{AnySetting, Def, Setting};

const fn table(key: &'static str, doc: &'static str) -> Setting<Table> {
    Setting {
        def: Def::new(key, doc).key(key),
        kind: Table,
    }
}

pub const PODS: Setting<Table> = table(
    "pods",
    "Named target servers (\"pods\"), each an independent MySQL; `--pod NAME`, `--pods TAG` and \
     `--all-pods` choose among them, and a file with one pod needs none of them",
);
pub const POD: Setting<Table> = table(
    "pods.NAME",
    "A pod: its server, its password and TLS, its tags and its place in rollouts",
);
pub const POD_URL: Setting<Text> = Setting {
    def: Def::new(
        "pod_url",
        "The pod's server, mysql://USER@HOST:PORT/DATABASE (a password here works, but is better \
         kept in password_file, MYSQL_PWD or the variable url_env names)",
    )
    .key("pods.NAME.url")
    .secret(),
    kind: Text::ANY,
};
pub const POD_URL_ENV: Setting<Text> = Setting {
    def: Def::new(
        "pod_url_env",
        "The name of an environment variable holding the pod's URL (password included), instead \
         of url",
    )
    .key("pods.NAME.url_env")
    .secret(),
    kind: Text::ANY,
};
pub const POD_TAGS: Setting<List> = Setting {
    def: Def::new("pod_tags", "Tags that `--pods TAG` chooses the pod by").key("pods.NAME.tags"),
    kind: List {
        items: "list of strings",
    },
};
pub const POD_ORDER: Setting<Integer> = Setting {
    def: Def::new(
        "pod_order",
        "The pod's position in rollouts: lower first, pods without one last, then by name",
    )
    .key("pods.NAME.order"),
    kind: Integer,
};
pub const POD_TLS: Setting<Table> = Setting {
    def: Def::new(
        "pod_tls",
        "TLS for this pod: the keys of [tls], each over [tls]'s (the flags over both)",
    )
    .key("pods.NAME.tls"),
    kind: Table,
};

pub const POOL: Setting<Table> = table("pool", "The pools' size and their holds' lifetime");
pub const POOL_CAP: Setting<Whole> = Setting {
    def: Def::new(
        "cap",
        "Most rows a pool (item, location) holds; a pool_caps row overrides it for one pool",
    )
    .key("pool.cap"),
    kind: Whole::new(1, u32::MAX as u64)
        .of("rows")
        .note("(a pool_caps row of 0 disables one pool)")
        .default(1000),
};
pub const POOL_HOLD_TTL: Setting<Whole> = Setting {
    def: Def::new(
        "hold_ttl_seconds",
        "How long a hold lives before it counts as expired",
    )
    .key("pool.hold_ttl_seconds"),
    kind: Whole::new(1, 7 * 86_400)
        .of("seconds")
        .note("(7 days)")
        .default(600),
};

pub const LEDGER: Setting<Table> = table(
    "ledger",
    "The application's ledger, which poolctl reads and never writes: needed by refill, \
     reconcile, status and replenish",
);
pub const LEDGER_TABLE: Setting<Text> = Setting {
    def: Def::new(
        "ledger_table",
        "The ledger's table, optionally schema.table (required in [ledger])",
    )
    .key("ledger.table"),
    kind: Text::QUOTED_NAME.qualified(),
};
pub const LEDGER_SHOP_COLUMN: Setting<Text> = Setting {
    def: Def::new("shop_column", "The ledger's shop column").key("ledger.shop_column"),
    kind: Text::QUOTED_NAME.default("shop_id"),
};
pub const LEDGER_ITEM_COLUMN: Setting<Text> = Setting {
    def: Def::new("item_column", "The ledger's inventory item column").key("ledger.item_column"),
    kind: Text::QUOTED_NAME.default("inventory_item_id"),
};
pub const LEDGER_LOCATION_COLUMN: Setting<Text> = Setting {
    def: Def::new(
        "location_column",
        "The ledger's location column (the pools' inventory_group_id)",
    )
    .key("ledger.location_column"),
    kind: Text::QUOTED_NAME.default("location_id"),
};
pub const LEDGER_AVAILABLE_COLUMN: Setting<Text> = Setting {
    def: Def::new(
        "available_column",
        "The ledger's quantity available to sell (L in the invariants)",
    )
    .key("ledger.available_column"),
    kind: Text::QUOTED_NAME.default("available"),
};

pub const TABLES: Setting<Table> = table(
    "tables",
    "The names of the tables poolctl manages; its migrations create them under these names",
);
pub const TABLES_UNITS: Setting<Text> = Setting {
    def: Def::new(
        "units",
        "The pool's units, one row per sellable unit (the reserve procedure is named after it: \
         <units>_reserve)",
    )
    .key("tables.units"),
    kind: Text::UNQUOTED_NAME.default("reservation_units"),
};
pub const TABLES_HOLDS: Setting<Text> = Setting {
    def: Def::new("holds", "The active holds").key("tables.holds"),
    kind: Text::UNQUOTED_NAME.default("reserved_quantities"),
};
pub const TABLES_CAPS: Setting<Text> = Setting {
    def: Def::new("caps", "Per-pool caps over [pool] cap").key("tables.caps"),
    kind: Text::UNQUOTED_NAME.default("pool_caps"),
};
pub const TABLES_REFILL_STATE: Setting<Text> = Setting {
    def: Def::new(
        "refill_state",
        "Each pool's refill state, the row a refill locks",
    )
    .key("tables.refill_state"),
    kind: Text::UNQUOTED_NAME.default("pool_refill_state"),
};
pub const TABLES_CUTOVER: Setting<Text> = Setting {
    def: Def::new(
        "cutover",
        "The source of truth of the move off Redis counters, one row (poolctl cutover)",
    )
    .key("tables.cutover"),
    kind: Text::UNQUOTED_NAME.default("pool_cutover"),
};
pub const TABLES_CUTOVER_AUDIT: Setting<Text> = Setting {
    def: Def::new(
        "cutover_audit",
        "Every change of the cutover state, with its evidence",
    )
    .key("tables.cutover_audit"),
    kind: Text::UNQUOTED_NAME.default("pool_cutover_audit"),
};
pub const TABLES_SHADOW_OPERATIONS: Setting<Text> = Setting {
    def: Def::new(
        "shadow_operations",
        "Shadow mode's operations per minute, the disagreement rate's denominator",
    )
    .key("tables.shadow_operations"),
    kind: Text::UNQUOTED_NAME.default("shadow_operations"),
};
pub const TABLES_SHADOW_DISAGREEMENTS: Setting<Text> = Setting {
    def: Def::new(
        "shadow_disagreements",
        "Each operation on which Redis and the pool answered differently in shadow mode",
    )
    .key("tables.shadow_disagreements"),
    kind: Text::UNQUOTED_NAME.default("shadow_disagreements"),
};

pub const LINT: Setting<Table> = table(
    "lint",
    "The settings of `poolctl lint`: which rules run, at what severity, and what the linter \
     assumes",
);
pub const LINT_ENABLE: Setting<List> = Setting {
    def: Def::new(
        "lint_enable",
        "Rules to turn on (names or codes), e.g. the off-by-default missing-conn-tag; \
         `lint --enable` adds to them",
    )
    .key("lint.enable"),
    kind: List {
        items: "list of rule names or codes",
    },
};
pub const LINT_DISABLE: Setting<List> = Setting {
    def: Def::new(
        "lint_disable",
        "Rules to turn off; `lint --disable` adds to them",
    )
    .key("lint.disable"),
    kind: List {
        items: "list of rule names or codes",
    },
};
pub const LINT_SEVERITY: Setting<Table> = Setting {
    def: Def::new(
        "severity",
        "Severity per rule (name or code): \"error\" (fails CI) or \"warning\"",
    )
    .key("lint.severity"),
    kind: Table,
};
pub const LINT_SEVERITY_OF: Setting<Text> = Setting {
    def: Def::new(
        "severity_of",
        "One rule's severity: \"error\" or \"warning\"",
    )
    .key("lint.severity.RULE"),
    kind: Text::ANY,
};
pub const LINT_POOL_TABLES: Setting<List> = Setting {
    def: Def::new(
        "pool_tables",
        "Tables whose locking reads must run at READ COMMITTED (default: the [tables] units \
         table)",
    )
    .key("lint.pool_tables"),
    kind: List {
        items: "list of table names",
    },
};
pub const LINT_DEFAULT_ISOLATION: Setting<Text> = Setting {
    def: Def::new(
        "default_isolation",
        "The isolation the application's connections start with: \"read-committed\", \
         \"repeatable-read\" (the server's default), \"serializable\" or \"read-uncommitted\"",
    )
    .key("lint.default_isolation"),
    kind: Text::ANY.default("repeatable-read"),
};
pub const LINT_REQUIRE_CONN_TAG: Setting<Switch> = Setting {
    def: Def::new(
        "require_conn_tag",
        "Require /* conn_tag:NAME */ in locking transactions (turns on missing-conn-tag)",
    )
    .key("lint.require_conn_tag"),
    kind: Switch,
};
pub const LINT_SCHEMA: Setting<List> = Setting {
    def: Def::new(
        "lint_schema",
        "Files or folders of CREATE TABLE statements (default: ./migrations when it exists); \
         `lint --schema` replaces them",
    )
    .key("lint.schema"),
    kind: List {
        items: "list of paths",
    },
};
pub const LINT_DATABASES: Setting<Table> = Setting {
    def: Def::new(
        "databases",
        "The database each folder's files are in (folder = database), for a repository that \
         keeps several projects: an unqualified table name with no `USE db` before it in its \
         file means the table of its deepest listed folder's database, so two projects' tables \
         of one name never mix",
    )
    .key("lint.databases"),
    kind: Table,
};
pub const LINT_DATABASE_OF: Setting<Text> = Setting {
    def: Def::new(
        "database_of",
        "One folder's database; the folder is a path as lint names the files (relative to where \
         it runs)",
    )
    .key("lint.databases.NAME"),
    kind: Text::ANY,
};
pub const LINT_SERVER: Setting<Text> = Setting {
    def: Def::new(
        "server",
        "The server the SQL is written for, which decides the executable comments (/*!50100 ... \
         */, /*M! ... */) read as code: \"mysql-8.4\", \"mysql-5.7\", \"mariadb-10.11\" and \
         the like",
    )
    .key("lint.server"),
    kind: Text::ANY.default("mysql-8.4"),
};

/// The keys without a flag, in the reference's order.
pub const ALL: &[&dyn AnySetting] = &[
    &PODS,
    &POD,
    &POD_URL,
    &POD_URL_ENV,
    &POD_TAGS,
    &POD_ORDER,
    &POD_TLS,
    &POOL,
    &POOL_CAP,
    &POOL_HOLD_TTL,
    &LEDGER,
    &LEDGER_TABLE,
    &LEDGER_SHOP_COLUMN,
    &LEDGER_ITEM_COLUMN,
    &LEDGER_LOCATION_COLUMN,
    &LEDGER_AVAILABLE_COLUMN,
    &TABLES,
    &TABLES_UNITS,
    &TABLES_HOLDS,
    &TABLES_CAPS,
    &TABLES_REFILL_STATE,
    &TABLES_CUTOVER,
    &TABLES_CUTOVER_AUDIT,
    &TABLES_SHADOW_OPERATIONS,
    &TABLES_SHADOW_DISAGREEMENTS,
    &TLS,
    &TIMEOUTS,
    &LINT,
    &LINT_ENABLE,
    &LINT_DISABLE,
    &LINT_SEVERITY,
    &LINT_SEVERITY_OF,
    &LINT_POOL_TABLES,
    &LINT_DEFAULT_ISOLATION,
    &LINT_REQUIRE_CONN_TAG,
    &LINT_SCHEMA,
    &LINT_DATABASES,
    &LINT_DATABASE_OF,
    &LINT_SERVER,
    &REPLENISH,
];

/// `[tls]`: its keys are the TLS flags' (`super::global_flags`).
pub const TLS: Setting<Table> = table(
    "tls",
    "TLS defaults for every pod: a pod's own tls table overrides them, the flags override both",
);
/// `[timeouts]`: its keys are the timeout flags' (`super::global_flags`).
pub const TIMEOUTS: Setting<Table> = table(
    "timeouts",
    "How long to wait for a server; the flags and their variables override it",
);
/// `[replenish]`: its keys are `super::replenish_keys`.
pub const REPLENISH: Setting<Table> = table(
    "replenish",
    "The settings of `poolctl replenish`; each key is also a flag of the command and a \
     POOLCTL_REPLENISH_<KEY> variable, which override it",
);
