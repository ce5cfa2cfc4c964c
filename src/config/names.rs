//! The names from `poolctl.toml` that end up in SQL: what makes one
//! acceptable (a plain identifier the server reads as a name).

use super::reserved::is_reserved_word;

/// What is wrong with a name that ends up in SQL.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameProblem {
    /// Not letters, digits, `_` and `$` (or `schema.table` where allowed).
    NotPlain { qualified: bool },
    /// A reserved word of MySQL or MariaDB.
    Reserved,
    /// Read by the server as a number (`123`, `1e5`, `0x1f`, `0b01`).
    Number,
    /// A name of poolctl's own (`poolctl_...`).
    Poolctl,
}

/// The message of a name `value` given as `field` (a key's path) with
/// `problem`: `FIELD = "VALUE" is ...`.
pub fn name_message(field: &str, value: &str, problem: NameProblem) -> String {
    format!("{field} = {}", name_problem(value, problem))
}

/// What is wrong with the name `value`: `"VALUE" is ...`.
pub fn name_problem(value: &str, problem: NameProblem) -> String {
    match problem {
        NameProblem::NotPlain { qualified } => format!(
            "{value:?} is not a plain identifier (letters, digits, _ and ${})",
            if qualified {
                ", optionally schema.table"
            } else {
                ""
            }
        ),
        NameProblem::Reserved => format!(
            "{value:?} is a reserved word of MySQL/MariaDB, which every statement would have to \
             quote: choose another name (e.g. {}_t)",
            value.to_ascii_lowercase()
        ),
        NameProblem::Number => format!(
            "{value:?} is read by MySQL/MariaDB as a number (all digits, 0x hex, 0b bits, or \
             digits, e and a digit), not a name: every statement would fail with error 1064; \
             choose another name (e.g. t_{value})"
        ),
        NameProblem::Poolctl => format!(
            "{value:?} starts with {prefix}, which names poolctl's own tables (its migration \
             history {history}, the benches' {prefix}bench_*): choose another name",
            prefix = OWN_TABLE_PREFIX,
            history = crate::migrate::HISTORY_TABLE,
        ),
    }
}

/// Names from the config end up in SQL, so they must be plain identifiers
/// (letters, digits, `_`, `$`; `schema.table` where `qualified`), never all
/// digits. Where `unquoted` (the `[tables]` names, written into the
/// migrations as they are), the server must also read the name as a name:
/// not a reserved word of MySQL or MariaDB, not a number literal (`1e5`,
/// `0x1f`, `0b01`).
pub fn check_name(value: &str, qualified: bool, unquoted: bool) -> Result<(), NameProblem> {
    let parts: Vec<&str> = if qualified {
        value.split('.').collect()
    } else {
        vec![value]
    };
    let ok = parts.len() <= 2
        && parts.iter().all(|p| {
            !p.is_empty()
                && p.len() <= 64
                && p.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
        });
    if !ok {
        return Err(NameProblem::NotPlain { qualified });
    }
    if parts
        .iter()
        .any(|p| p.bytes().all(|c| c.is_ascii_digit()) || (unquoted && reads_as_number(p)))
    {
        return Err(NameProblem::Number);
    }
    if unquoted && parts.iter().any(|p| is_reserved_word(p)) {
        return Err(NameProblem::Reserved);
    }
    Ok(())
}

/// Whether the server's lexer reads a plain word `p` as a number: all
/// digits (`123`), a hex or bit literal (`0x1f`, `0b01`), or digits, `e` and
/// a digit (`1e5`; `1e5x` too, a float then a name: the float ends where its
/// digits do). `0x1g`, `0b2`, `1e` and `123abc` are names.
fn reads_as_number(p: &str) -> bool {
    let b = p.as_bytes();
    let digits = b.iter().take_while(|c| c.is_ascii_digit()).count();
    if digits == b.len() {
        return true;
    }
    if digits == 0 {
        return false;
    }
    let rest = &b[digits..];
    let radix = |marker: u8, digit: fn(&u8) -> bool| {
        digits == 1
            && b[0] == b'0'
            && rest.len() > 1
            && rest[0].eq_ignore_ascii_case(&marker)
            && rest[1..].iter().all(digit)
    };
    (matches!(rest[0], b'e' | b'E') && rest.get(1).is_some_and(u8::is_ascii_digit))
        || radix(b'x', u8::is_ascii_hexdigit)
        || radix(b'b', |c| matches!(c, b'0' | b'1'))
}

/// Names starting with this are poolctl's own tables (its migration
/// history [`crate::migrate::HISTORY_TABLE`], the benches' `poolctl_bench_*`),
/// so no `[tables]` name may (compared ignoring case).
pub const OWN_TABLE_PREFIX: &str = "poolctl_";

#[cfg(test)]
mod tests {
    use super::super::*;
    use super::reads_as_number;

    /// Names MySQL reads as numbers (error 1064 in every statement) and
    /// names of poolctl's own tables (error 1050) are refused.
    #[test]
    fn table_names_read_as_numbers_or_of_poolctl_are_refused() {
        for (text, field, problem) in [
            ("units = \"1e5\"", "tables.units", NameProblem::Number),
            ("units = \"0x1f\"", "tables.units", NameProblem::Number),
            ("holds = \"0b01\"", "tables.holds", NameProblem::Number),
            ("caps = \"12345\"", "tables.caps", NameProblem::Number),
            (
                "refill_state = \"2E10x\"",
                "tables.refill_state",
                NameProblem::Number,
            ),
            (
                "units = \"poolctl_schema_history\"",
                "tables.units",
                NameProblem::Poolctl,
            ),
            (
                "holds = \"POOLCTL_bench_units\"",
                "tables.holds",
                NameProblem::Poolctl,
            ),
        ] {
            let err = parse_config(&format!("[tables]\n{text}\n"), Path::new("p")).unwrap_err();
            match &err {
                ConfigError::Name {
                    field: f,
                    problem: p,
                    ..
                } => {
                    assert_eq!((*f, *p), (field, problem), "{text}: {err}");
                }
                other => panic!("{text}: {other}"),
            }
        }
        let err = parse_config("[tables]\nunits = \"1e5\"\n", Path::new("p")).unwrap_err();
        assert!(
            err.to_string()
                .contains("read by MySQL/MariaDB as a number"),
            "{err}"
        );
        let err = parse_config(
            "[tables]\nunits = \"poolctl_schema_history\"\n",
            Path::new("p"),
        )
        .unwrap_err();
        assert!(err.to_string().contains("poolctl's own tables"), "{err}");
        // Names that only start like numbers are names.
        let ok = "[tables]\nunits = \"1e\"\nholds = \"0x1g\"\ncaps = \"0b2\"\nrefill_state = \"123abc\"\n";
        assert!(parse_config(ok, Path::new("p")).is_ok());
        // The application's names are quoted where poolctl uses them.
        assert!(parse_config("[ledger]\ntable = \"1e5\"\n", Path::new("p")).is_ok());
        assert!(crate::migrate::HISTORY_TABLE.starts_with(OWN_TABLE_PREFIX));
    }

    #[test]
    fn reads_as_number_follows_the_servers_lexer() {
        for yes in [
            "1", "123", "1e5", "1E5", "2e10x", "0x1f", "0X1F", "0b01", "0B1",
        ] {
            assert!(reads_as_number(yes), "{yes}");
        }
        for no in [
            "1e", "1ex", "0x", "0b", "0x1g", "0b2", "123abc", "e5", "x1f", "1_0", "00x1",
        ] {
            assert!(!reads_as_number(no), "{no}");
        }
    }
}
