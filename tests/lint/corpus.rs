//! The real-SQL corpus (tests/corpus) and the server judge (tests/util/judge.rs):
//! provenance and licenses of every corpus file, the judge on known inputs,
//! the judge's verdicts on the whole corpus, and the corpus goals of issue 13
//! measured against them: every `parse-error` poolctl reports is on a
//! statement the server rejects as a syntax error (precision at least
//! 99.5%), at least 90% of the statements it rejects have one (recall,
//! issue 48; the exclusions are listed in tests/corpus/RECALL_EXCLUDED.tsv),
//! at least 98% of the stored-program files lint with no `unsupported-syntax`, and the
//! corpus lints with no panic, an exit code of 0..=2, within a time bound.
//!
//! The judge's tests need the private server `test-judge` (scripts/test.sh
//! starts it, `POOLCTL_TEST_URL_JUDGE`); the whole corpus is judged once and
//! shared by the tests that need its verdicts.

use crate::util;
use crate::util::BIN;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::time::{Duration, Instant};
use util::judge::{self, Judge, Verdict, split};

/// The two corpora: `tests/corpus`, the one lint's fixes were made
/// against, and `tests/corpus-heldout`, kept apart to measure lint on SQL it
/// was not fixed for (the same layout, its own PROVENANCE, RECALL_EXCLUDED
/// and JUDGED files).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Corpus {
    Main,
    HeldOut,
}

impl Corpus {
    /// The folder, from the repository's root (as lint reports paths).
    pub fn dir(self) -> &'static str {
        match self {
            Corpus::Main => "tests/corpus",
            Corpus::HeldOut => "tests/corpus-heldout",
        }
    }

    fn root(self) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join(self.dir())
    }

    /// Index into the per-corpus caches.
    fn at(self) -> usize {
        self as usize
    }
}

/// The size a corpus must keep: (files, bytes, files per category).
fn minimum_size(c: Corpus) -> (usize, usize, usize) {
    match c {
        Corpus::Main => (300, 5_000_000, 10),
        Corpus::HeldOut => (50, 400_000, 0),
    }
}

/// Licenses the corpus may rely on as test data (as found in each
/// repository). Copyleft ones only with their text kept in LICENSES/.
const PERMISSIVE: &[&str] = &[
    "MIT",
    "BSD-2-Clause",
    "BSD-3-Clause",
    "Apache-2.0",
    "ISC",
    "Artistic-2.0",
];
const COPYLEFT: &[&str] = &[
    "GPL-2.0",
    "GPL-2.0-only",
    "GPL-3.0",
    "GPL-3.0-or-later",
    "LGPL-3.0",
    "LGPL-3.0-or-later",
];
const CATEGORIES: &[&str] = &[
    "stored-programs",
    "flash-sale",
    "job-queue",
    "radius-ippool",
    "tpcc",
    "dump",
    "migration",
    "server-test",
    "lock-demo",
];

/// Categories only the held-out corpus has (the main corpus is not held to
/// its per-category minimum for them): `lock-demo`, scripts written to show
/// isolation levels, lost updates and gap locks, one session a file.
const HELDOUT_ONLY: &[&str] = &["lock-demo"];

#[derive(Debug)]
struct Row {
    file: String,
    repository: String,
    commit: String,
    license: String,
    license_file: String,
    category: String,
    bytes: usize,
    git_blob: String,
}

fn provenance(c: Corpus) -> Vec<Row> {
    let text = std::fs::read_to_string(c.root().join("PROVENANCE.tsv"))
        .unwrap_or_else(|e| panic!("{}/PROVENANCE.tsv: {e}", c.dir()));
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some("file\trepository\tcommit\tpath\tlicense\tlicense_file\tcategory\tbytes\tgit_blob")
    );
    lines
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            assert_eq!(
                f.len(),
                9,
                "PROVENANCE.tsv row with {} fields: {l}",
                f.len()
            );
            Row {
                file: f[0].into(),
                repository: f[1].into(),
                commit: f[2].into(),
                license: f[4].into(),
                license_file: f[5].into(),
                category: f[6].into(),
                bytes: f[7].parse().expect("bytes"),
                git_blob: f[8].into(),
            }
        })
        .collect()
}

/// Every SQL file of the corpus (README, PROVENANCE, JUDGED and LICENSES/ aside).
fn corpus_files(c: Corpus) -> Vec<PathBuf> {
    let root = c.root();
    fn walk(root: &Path, dir: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                if p.file_name().unwrap() != "LICENSES" || p.parent().unwrap() != root {
                    walk(root, &p, out);
                }
            } else {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(&root, &root, &mut out);
    out.retain(|p| {
        let name = p.strip_prefix(&root).unwrap().to_str().unwrap().to_string();
        !matches!(
            name.as_str(),
            "PROVENANCE.tsv"
                | "JUDGED.tsv"
                | "RECALL_EXCLUDED.tsv"
                | "README.md"
                | ".gitattributes"
        )
    });
    out.sort();
    out
}

/// Git's blob id of `data`: ties a corpus file to the object in its repository.
fn git_blob(data: &[u8]) -> String {
    use sha1::{Digest, Sha1};
    let mut h = Sha1::new();
    h.update(format!("blob {}\0", data.len()).as_bytes());
    h.update(data);
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

#[test]
fn provenance_covers_every_file_and_every_license_is_kept() {
    check_provenance(Corpus::Main);
}

#[test]
fn heldout_provenance_covers_every_file_and_every_license_is_kept() {
    check_provenance(Corpus::HeldOut);
    // Held out means apart: no repository of the main corpus is in it.
    let main: BTreeSet<String> = provenance(Corpus::Main)
        .into_iter()
        .map(|r| r.repository)
        .collect();
    let shared: Vec<String> = provenance(Corpus::HeldOut)
        .into_iter()
        .map(|r| r.repository)
        .filter(|r| main.contains(r))
        .collect();
    assert!(
        shared.is_empty(),
        "repositories in both corpora: {shared:?}"
    );
}

fn check_provenance(c: Corpus) {
    let rows = provenance(c);
    let root = c.root();
    let mut listed = BTreeSet::new();
    for r in &rows {
        assert!(listed.insert(r.file.clone()), "{} listed twice", r.file);
        let path = root.join(&r.file);
        let data = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", r.file));
        assert_eq!(
            data.len(),
            r.bytes,
            "{}: size differs from PROVENANCE",
            r.file
        );
        assert!(r.bytes <= 1_000_000, "{}: over 1 MB", r.file);
        assert_eq!(
            git_blob(&data),
            r.git_blob,
            "{}: bytes differ from the repository's blob",
            r.file
        );
        assert!(
            r.repository.starts_with("https://github.com/"),
            "{}",
            r.repository
        );
        let owner_repo = r.repository.trim_start_matches("https://github.com/");
        assert!(
            r.file
                .starts_with(&format!("{}/", owner_repo.replacen('/', "__", 1))),
            "{} is not under its repository's folder",
            r.file
        );
        assert!(
            r.commit.len() == 40 && r.commit.bytes().all(|b| b.is_ascii_hexdigit()),
            "{}: commit {}",
            r.file,
            r.commit
        );
        assert!(
            CATEGORIES.contains(&r.category.as_str()),
            "{}: category {}",
            r.file,
            r.category
        );
        assert!(
            PERMISSIVE.contains(&r.license.as_str()) || COPYLEFT.contains(&r.license.as_str()),
            "{}: license {} is not one the corpus may use",
            r.file,
            r.license
        );
        let dir = root.join(&r.license_file);
        let texts: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: license text {}: {e}", r.file, dir.display()))
            .map(|e| e.unwrap().path())
            .collect();
        assert!(!texts.is_empty(), "{}: no license text", r.file);
        if COPYLEFT.contains(&r.license.as_str()) {
            let all: String = texts
                .iter()
                .map(|p| String::from_utf8_lossy(&std::fs::read(p).unwrap()).into_owned())
                .collect();
            assert!(
                all.contains("GNU") && all.contains("General Public License"),
                "{}: {} needs the license's text in {}",
                r.file,
                r.license,
                r.license_file
            );
        }
    }
    let on_disk: BTreeSet<String> = corpus_files(c)
        .iter()
        .map(|p| p.strip_prefix(&root).unwrap().to_str().unwrap().to_string())
        .collect();
    let missing: Vec<_> = on_disk.difference(&listed).collect();
    assert!(missing.is_empty(), "not in PROVENANCE.tsv: {missing:?}");
    let gone: Vec<_> = listed.difference(&on_disk).collect();
    assert!(
        gone.is_empty(),
        "in PROVENANCE.tsv but not on disk: {gone:?}"
    );
    let (files, bytes_at_least, per_category) = minimum_size(c);
    assert!(rows.len() >= files, "{} has {} files", c.dir(), rows.len());
    let bytes: usize = rows.iter().map(|r| r.bytes).sum();
    assert!(bytes >= bytes_at_least, "{} has {bytes} bytes", c.dir());
    for cat in CATEGORIES {
        if c == Corpus::Main && HELDOUT_ONLY.contains(cat) {
            continue;
        }
        let n = rows.iter().filter(|r| r.category == *cat).count();
        assert!(n >= per_category, "category {cat} has {n} files");
    }
}

// ---- the client's reading of a script, without a server ----

fn starts(sql: &str) -> Vec<(usize, usize)> {
    split(sql.as_bytes())
        .statements
        .iter()
        .map(|s| (s.start_line, s.end_line))
        .collect()
}

#[test]
fn split_counts_lines_as_the_client_does() {
    // Each expectation is the line the mariadb client names in its
    // `ERROR ... at line N` for that statement (checked by hand against the
    // 10.11 client, and by the corpus test below on every error it gives).
    assert_eq!(
        starts("select 1;\nselect\n  from x\n  where;\nselect 2; selec 3;\n"),
        vec![(1, 1), (2, 4), (5, 5), (5, 5)]
    );
    // Comments before a statement are skipped, also multi-line ones.
    assert_eq!(
        starts("/* multi\nline */ selec 6;\n-- comment\nselec 7\n;\n   \n\n  selec 8"),
        vec![(2, 2), (4, 5), (8, 8)]
    );
    // `--` without a blank is no comment inside a statement, but a line
    // starting with it is skipped when no statement is open; `#` comments
    // hide delimiters.
    assert_eq!(
        starts("--bad comment\nselec 2;\nselect 3 --x\n, selec;\nselect 4 # h ; x\n, selec;\n"),
        vec![(2, 2), (3, 4), (5, 6)]
    );
    // Quotes (with backslash escapes) and normal comments hide delimiters;
    // executable comments do not.
    assert_eq!(
        starts(
            "select \"a;b\nc\", 'x\\';y' from t;\n/* c ; c */ selec 4;\n/*!40101 select 1; selec 2 */;\n"
        ),
        vec![(1, 2), (3, 3), (4, 4), (4, 4)]
    );
    // \G and \g end statements, \c clears one.
    assert_eq!(
        starts("select 9\\G\nselec 10\\g\nselec 16 \\c\nselec 17;\n"),
        vec![(1, 1), (2, 2), (4, 4)]
    );
}

#[test]
fn split_follows_delimiter_commands() {
    let sql = "DELIMITER //\nCREATE PROCEDURE p()\nBEGIN\n  SELECT 1;\n  SELEC 2;\nEND//\nDELIMITER ;\nselect 1;\n";
    let s = split(sql.as_bytes());
    assert_eq!(s.statements.len(), 2);
    assert_eq!(
        (s.statements[0].start_line, s.statements[0].end_line),
        (2, 6)
    );
    assert_eq!(s.statements[0].delimiter, "//");
    assert_eq!(
        &sql[s.statements[0].start..s.statements[0].end],
        "CREATE PROCEDURE p()\nBEGIN\n  SELECT 1;\n  SELEC 2;\nEND"
    );
    assert_eq!(s.statements[1].delimiter, ";");
    assert_eq!(
        s.commands
            .iter()
            .map(|c| (c.line, c.name.as_str(), c.arg.as_str()))
            .collect::<Vec<_>>(),
        vec![(1, "delimiter", "//"), (7, "delimiter", ";")]
    );
    // DELIMITER is a command only at the start of a line with no statement
    // open: after `END$$` on the same line, or inside a statement, it is text.
    let s = split(b"DELIMITER $$\nselec 11$$ DELIMITER ;\nselec 12;\n$$\nDELIMITER ;\nselect 10 from\ndelimiter ;;\nselec 12;;\n");
    assert_eq!(
        s.statements
            .iter()
            .map(|s| (s.start_line, s.end_line))
            .collect::<Vec<_>>(),
        vec![(2, 2), (2, 4), (6, 7), (8, 8)]
    );
    // Comments before DELIMITER keep it a command; a multi-line comment that
    // ends on its line does not.
    let s = split(
        b"/* c */\nDELIMITER $$\nselec 3$$\nDELIMITER ;\n/* a\nb */ DELIMITER $$\nselec 17$$\n",
    );
    assert_eq!(
        s.statements
            .iter()
            .map(|s| (s.start_line, s.end_line))
            .collect::<Vec<_>>(),
        vec![(3, 3), (6, 7)]
    );
    // Client commands, and a quit that ends the script.
    let s = split(b"use tt\nselec 2;\nsource x.sql;\nhelp contents;\nquit\nselect 9;\n");
    assert_eq!(s.statements.len(), 1);
    assert_eq!(
        s.commands
            .iter()
            .map(|c| c.name.as_str())
            .collect::<Vec<_>>(),
        vec!["use", "source", "help", "quit"]
    );
    assert_eq!(s.quits_at, Some(5));
}

#[test]
fn parse_errors_reads_server_and_client_errors() {
    let stderr = "--------------\nselect\n  from x\n--------------\n\nERROR 1064 (42000) at line 2: You have an error in your SQL syntax; check the manual that corresponds to your MariaDB server version for the right syntax to use near 'from x\n  where' at line 2\nERROR at line 12: Not allowed in the sandbox mode\nERROR 1146 (42S02) at line 17: Table 'tt.x' doesn't exist\n";
    let e = judge::parse_errors(stderr);
    assert_eq!(e.len(), 3);
    assert_eq!((e[0].code, e[0].client_line), (Some(1064), 2));
    assert!(
        e[0].message.ends_with("where' at line 2"),
        "{}",
        e[0].message
    );
    assert!(e[0].is_syntax());
    assert_eq!((e[1].code, e[1].client_line), (None, 12));
    assert!(!e[1].is_syntax());
    assert_eq!(e[2].sqlstate.as_deref(), Some("42S02"));
    assert!(!e[2].is_syntax());
}

// ---- the judge on known inputs (private server) ----

fn judge() -> Judge {
    Judge::from_env()
}

#[test]
fn judge_accepts_a_valid_script() {
    let v = judge().judge_bytes(
        b"CREATE TABLE t (id INT PRIMARY KEY, n INT NOT NULL) ENGINE=InnoDB;\n\
          /*!40000 ALTER TABLE t DISABLE KEYS */;\n\
          INSERT INTO t VALUES (1, 10), (2, 20);\n\
          DELIMITER $$\n\
          CREATE PROCEDURE take(IN v_id INT)\n\
          BEGIN\n\
            START TRANSACTION;\n\
            UPDATE t SET n = n - 1 WHERE id = v_id AND n > 0;\n\
            COMMIT;\n\
          END$$\n\
          DELIMITER ;\n\
          CALL take(1);\n\
          SELECT n FROM t WHERE id = 1 FOR UPDATE SKIP LOCKED;\n",
    );
    assert!(v.errors.is_empty(), "{:#?}", v.errors);
    assert_eq!(v.script.statements.len(), 6);
    assert!(!v.timed_out);
    assert_eq!(v.charset, "utf8mb4");
}

#[test]
fn judge_names_the_line_of_a_syntax_error_outside_and_inside_delimiter_blocks() {
    let sql = "CREATE TABLE t (id INT PRIMARY KEY);\n\
               SELECT id\n\
               FROM t\n\
               WHERE id = = 1;\n\
               DELIMITER //\n\
               CREATE PROCEDURE p()\n\
               BEGIN\n\
                 SELECT 1;\n\
                 SELEC 2;\n\
               END//\n\
               DELIMITER ;\n\
               SELECT * FROM missing_table;\n\
               -- a comment\n\
               select 1; selec 3;\n";
    let v = judge().judge_bytes(sql.as_bytes());
    let syntax: Vec<_> = v.syntax_errors().collect();
    assert_eq!(syntax.len(), 3, "{:#?}", v.errors);
    // A multi-line statement: the client names its first line, the server
    // the line within it.
    assert_eq!(syntax[0].client_line, 2);
    assert_eq!(syntax[0].line, 4);
    let s0 = &v.script.statements[syntax[0].statement.unwrap()];
    assert_eq!((s0.start_line, s0.end_line), (2, 4));
    // Inside a DELIMITER block: the CREATE PROCEDURE starts on line 6, the
    // bad statement of its body is line 9.
    assert_eq!(syntax[1].client_line, 6);
    assert_eq!(syntax[1].line, 9);
    let s1 = &v.script.statements[syntax[1].statement.unwrap()];
    assert_eq!((s1.start_line, s1.end_line), (6, 10));
    assert!(v.rejects_line(9) && v.rejects_line(6) && !v.rejects_line(11));
    // The second statement on line 14.
    assert_eq!(syntax[2].statement, Some(v.script.statements.len() - 1));
    assert_eq!(syntax[2].line, 14);
    // A missing table is an error, not a syntax error.
    let other: Vec<_> = v.errors.iter().filter(|e| !e.is_syntax()).collect();
    assert_eq!(other.len(), 1, "{:#?}", v.errors);
    assert_eq!((other[0].code, other[0].line), (Some(1146), 12));
    assert!(v.unmapped().is_empty(), "{:#?}", v.unmapped());
}

#[test]
fn judge_keeps_hostile_scripts_away_from_the_server_and_the_machine() {
    let j = judge();
    let marker = j.workdir_marker();
    let sql = format!(
        "SET GLOBAL max_connections = 1;\n\
         SHUTDOWN;\n\
         CREATE USER intruder IDENTIFIED BY 'x';\n\
         DROP DATABASE mysql;\n\
         SELECT 1 INTO OUTFILE '/tmp/judge-outfile';\n\
         system touch {marker}\n\
         \\! touch {marker}\n\
         source /etc/passwd\n\
         SELECT SLEEP(30);\n\
         SELECT 'still here';\n"
    );
    let mut fast = judge();
    fast.statement_time = 0.5;
    let started = Instant::now();
    let v = fast.judge_bytes(sql.as_bytes());
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "{:?}",
        started.elapsed()
    );
    assert!(!v.timed_out);
    assert!(v.syntax_errors().next().is_none(), "{:#?}", v.errors);
    assert!(
        !Path::new(&marker).exists(),
        "a shell command ran from the script"
    );
    let codes: Vec<Option<u16>> = v.errors.iter().map(|e| e.code).collect();
    // Access denied (1227/1044/1045) for the privileged ones, the client's
    // sandbox refusal (no code) for the file-system ones; SLEEP is cut short
    // by max_statement_time (1969).
    assert!(codes.contains(&Some(1227)), "{:#?}", v.errors);
    assert!(codes.contains(&Some(1969)), "{:#?}", v.errors);
    assert_eq!(
        v.errors
            .iter()
            .filter(|e| e.code.is_none() && e.message.contains("sandbox"))
            .count(),
        3,
        "{:#?}",
        v.errors
    );
    // The server is up, and its settings and accounts untouched.
    let mut admin = util::connect(&util::server_url_from("POOLCTL_TEST_URL_JUDGE"));
    use mysql::prelude::Queryable;
    let max: Vec<u64> = admin.query("SELECT @@GLOBAL.max_connections").unwrap();
    assert!(max[0] > 1);
    let users: Vec<u64> = admin
        .query("SELECT COUNT(*) FROM mysql.user WHERE User = 'intruder'")
        .unwrap();
    assert_eq!(users[0], 0);
    // A client `connect` could leave the private server: not run.
    let v = j.judge_bytes(b"select 1;\nconnect other 10.1.2.3\nselect 2;\n");
    assert!(v.refused.is_some());
    assert!(v.errors.is_empty());
}

#[test]
fn judge_reads_latin1_scripts_as_the_client_did() {
    // 0xE9 is e-acute in latin-1, not UTF-8: the script is sent as latin1.
    let v = judge().judge_bytes(
        b"CREATE TABLE t (s VARCHAR(10)) DEFAULT CHARSET=latin1;\nINSERT INTO t VALUES ('caf\xe9');\nSELEC 3;\n",
    );
    assert_eq!(v.charset, "latin1");
    let syntax: Vec<_> = v.syntax_errors().collect();
    assert_eq!(syntax.len(), 1, "{:#?}", v.errors);
    assert_eq!(syntax[0].line, 3);
    assert_eq!(v.errors.len(), 1, "{:#?}", v.errors);
}

/// MariaDB's compound statements outside stored programs: the server says
/// which it accepts (`BEGIN NOT ATOMIC`, IF, CASE, LOOP, WHILE, REPEAT,
/// FOR) and which it rejects (a label there, a bare `BEGIN ... END`); lint on
/// MariaDB reads each client statement as one statement of the same text
/// (two where the chunk holds two), and reports `parse-error` on exactly
/// the statements the server rejects.
#[test]
fn judge_agrees_on_compound_statements_outside_programs() {
    use poolctl::lint::syntax::script::{PieceKind, Pieces, Server};
    let sql = "CREATE TABLE reservation_units (shop_id INT, id INT, PRIMARY KEY (shop_id, id));\n\
               INSERT INTO reservation_units VALUES (1, 1), (1, 2);\n\
               DELIMITER //\n\
               BEGIN NOT ATOMIC\n\
               \x20 DECLARE v INT;\n\
               \x20 SELECT id INTO v FROM reservation_units WHERE shop_id = 1 ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED;\n\
               \x20 UPDATE reservation_units SET shop_id = 2 WHERE id = v;\n\
               END//\n\
               BEGIN NOT ATOMIC END//\n\
               IF 1 THEN SELECT 1; ELSEIF 2 THEN SELECT 2; ELSE SELECT 3; END IF//\n\
               IF NOT EXISTS (SELECT 1 FROM reservation_units WHERE id = 9) THEN SELECT 4; END IF//\n\
               WHILE 0 DO SELECT 1; END WHILE; SELECT 5//\n\
               REPEAT SELECT 1; UNTIL 1 END REPEAT//\n\
               CASE 1 WHEN 1 THEN SELECT 1; ELSE SELECT 2; END CASE//\n\
               CASE WHEN 1 THEN SELECT 1; END CASE//\n\
               FOR i IN 1..2 DO SELECT i; END FOR//\n\
               LOOP SIGNAL SQLSTATE '45000'; END LOOP//\n\
               lbl: BEGIN NOT ATOMIC SELECT 1; END lbl//\n\
               l: LOOP LEAVE l; END LOOP//\n\
               BEGIN\n SELECT 1;\nEND//\n\
               DELIMITER ;\n\
               IF 1 THEN SELECT 6; END IF;\n";
    let v = judge().judge_bytes(sql.as_bytes());
    assert!(!v.timed_out && v.unmapped().is_empty(), "{:#?}", v.errors);
    // Rejected: the labels (lines 18, 19), the bare BEGIN (20), and the IF
    // the client cuts at its first `;` (24), with what follows it.
    let mut rejected: Vec<usize> = v.rejected().iter().map(|s| s.start_line).collect();
    rejected.dedup();
    assert_eq!(rejected, [18, 19, 20, 24], "{:#?}", v.errors);
    // The LOOP ends by its SIGNAL: an error, not a syntax error.
    let other: Vec<_> = v.errors.iter().filter(|e| !e.is_syntax()).collect();
    assert_eq!(other.len(), 1, "{:#?}", v.errors);
    assert_eq!((other[0].code, other[0].line), (Some(1644), 17));

    // Lint's statements are the client's, the WHILE's chunk cut in two.
    let maria = Server::parse("mariadb-10.11").unwrap();
    let pieces: Vec<&str> = Pieces::new(sql, maria)
        .filter(|p| p.kind == PieceKind::Sql && p.custom_delimiter && !p.text.trim().is_empty())
        .map(|p| sql[p.span.start..p.span.end].trim())
        .collect();
    let mut client: Vec<&str> = v
        .script
        .statements
        .iter()
        .filter(|s| s.delimiter == "//")
        .map(|s| sql[s.start..s.end].trim())
        .collect();
    let at = client.iter().position(|s| s.starts_with("WHILE")).unwrap();
    client.splice(at..=at, ["WHILE 0 DO SELECT 1; END WHILE", "SELECT 5"]);
    assert_eq!(pieces, client);

    // parse-error on MariaDB exactly where the server rejects.
    let options = poolctl::lint::Options {
        server: maria,
        ..poolctl::lint::Options::default()
    };
    let report = poolctl::lint::lint(
        vec![poolctl::lint::syntax::source::SourceFile::new("c.sql", sql)],
        &options,
    );
    let mut errors: Vec<usize> = report
        .diagnostics
        .iter()
        .filter(|d| d.rule.name == "parse-error")
        .map(|d| report.files[0].position(d.finding.span.start).line)
        .collect();
    errors.dedup();
    // Line 24: with the `;` delimiter, lint reads a compound statement
    // whole, as migration tools send it, and warns that the mysql client
    // cuts it (the server rejects what the client sends).
    assert_eq!(errors, [18, 19, 20, 24], "{:#?}", report.diagnostics);
}

/// MariaDB's FOR loop (a range, REVERSE, a cursor with and without
/// arguments, a query; labeled) in a procedure, in `BEGIN NOT ATOMIC` and
/// as a statement of its own, and DECLARE where no block starts: the server
/// says which it accepts; lint on MariaDB reports `parse-error` exactly on
/// the statements it rejects (at their DECLARE) and `unsupported-syntax` on
/// none (the FOR loops are followed).
#[test]
fn judge_agrees_on_for_loops_and_where_declare_goes() {
    let sql = "CREATE TABLE reservation_units (shop_id INT, id INT, PRIMARY KEY (shop_id, id));\n\
               INSERT INTO reservation_units VALUES (1, 1), (1, 2);\n\
               DELIMITER //\n\
               CREATE PROCEDURE f1()\n\
               BEGIN\n\
               \x20 DECLARE cur CURSOR FOR SELECT id FROM reservation_units WHERE shop_id = 1;\n\
               \x20 DECLARE cur2 CURSOR(v INT) FOR SELECT id FROM reservation_units WHERE shop_id = v;\n\
               \x20 lbl: FOR i IN 1 .. 3 DO ITERATE lbl; END FOR lbl;\n\
               \x20 FOR i IN REVERSE 3..1 DO SELECT i; END FOR;\n\
               \x20 FOR i IN 1..(SELECT COUNT(*) FROM reservation_units) DO SELECT i; END FOR;\n\
               \x20 FOR rec IN cur DO SELECT rec.id; END FOR;\n\
               \x20 FOR rec IN cur2(1) DO SELECT rec.id; END FOR;\n\
               \x20 FOR rec IN (SELECT id FROM reservation_units WHERE shop_id = 1 FOR UPDATE) DO\n\
               \x20   UPDATE reservation_units SET shop_id = 2 WHERE shop_id = 1 AND id = rec.id;\n\
               \x20 END FOR;\n\
               END//\n\
               FOR i IN 1..2 DO SELECT i; END FOR//\n\
               BEGIN NOT ATOMIC FOR rec IN (SELECT id FROM reservation_units) DO SELECT rec.id; END FOR; END//\n\
               CREATE PROCEDURE d1() BEGIN SELECT 1; DECLARE x INT; END//\n\
               CREATE PROCEDURE d2() BEGIN DECLARE x INT; IF 1 THEN DECLARE y INT; END IF; END//\n\
               CREATE PROCEDURE d3() BEGIN FOR i IN 1..2 DO DECLARE y INT; END FOR; END//\n\
               BEGIN NOT ATOMIC DECLARE x INT DEFAULT 7; BEGIN DECLARE y INT; SELECT x, y; END; END//\n\
               IF 1 THEN DECLARE x INT DEFAULT 0; SELECT x; END IF//\n\
               CALL f1()//\n\
               DELIMITER ;\n";
    let v = judge().judge_bytes(sql.as_bytes());
    assert!(!v.timed_out && v.unmapped().is_empty(), "{:#?}", v.errors);
    // Rejected: the DECLAREs after a statement (19), in an IF (20, 23) and
    // in a FOR loop's body (21). Everything else runs, f1 included.
    let rejected: Vec<usize> = v.rejected().iter().map(|s| s.start_line).collect();
    assert_eq!(rejected, [19, 20, 21, 23], "{:#?}", v.errors);
    assert!(v.errors.iter().all(|e| e.is_syntax()), "{:#?}", v.errors);

    let options = poolctl::lint::Options {
        server: poolctl::lint::syntax::script::Server::parse("mariadb-10.11").unwrap(),
        ..poolctl::lint::Options::default()
    };
    let report = poolctl::lint::lint(
        vec![poolctl::lint::syntax::source::SourceFile::new("f.sql", sql)],
        &options,
    );
    let of = |rule: &str| -> Vec<(usize, &str)> {
        report
            .diagnostics
            .iter()
            .filter(|d| d.rule.name == rule)
            .map(|d| {
                let span = d.finding.span;
                (
                    report.files[0].position(span.start).line,
                    &sql[span.start..span.end],
                )
            })
            .collect()
    };
    assert_eq!(
        of("parse-error"),
        [
            (19, "DECLARE"),
            (20, "DECLARE"),
            (21, "DECLARE"),
            (23, "DECLARE")
        ],
        "{:#?}",
        report.diagnostics
    );
    assert!(
        of("unsupported-syntax").is_empty(),
        "{:#?}",
        report.diagnostics
    );
    // The FOR loop's query is linted: its locking read has no LIMIT.
    assert_eq!(
        of("locking-read-without-limit")
            .iter()
            .map(|(l, _)| *l)
            .collect::<Vec<_>>(),
        [13],
        "{:#?}",
        report.diagnostics
    );
}

// ---- the whole corpus ----

/// A corpus judged: (files, verdicts in the same order, time).
type Judged = (Vec<PathBuf>, Vec<Verdict>, Duration);

/// Scripts the judge runs at a time. The held-out corpus' two-session demos
/// spend their time in `SELECT SLEEP(n)` (waiting for the other session), idle
/// on the server and the client: more of them at a time overlap the waits.
fn judge_workers(c: Corpus) -> usize {
    match c {
        Corpus::Main => 3,
        Corpus::HeldOut => 8,
    }
}

/// The whole corpus, judged once.
fn judged_corpus(c: Corpus) -> &'static Judged {
    static JUDGED: [OnceLock<Judged>; 2] = [OnceLock::new(), OnceLock::new()];
    JUDGED[c.at()].get_or_init(|| {
        let files = corpus_files(c);
        let started = Instant::now();
        let verdicts = judge().judge_files(&files, judge_workers(c));
        (files, verdicts, started.elapsed())
    })
}

#[test]
fn corpus_judged_by_the_server() {
    judged_by_the_server(Corpus::Main, 10_000);
}

#[test]
fn heldout_judged_by_the_server() {
    judged_by_the_server(Corpus::HeldOut, 1_000);
}

/// The judge's verdicts on a corpus, printed by category, with what the
/// server choked on first in each rejected file; every error tied to a
/// statement, no file timed out or refused, at least `min_statements`.
fn judged_by_the_server(c: Corpus, min_statements: usize) {
    let rows = provenance(c);
    let root = c.root();
    let category: BTreeMap<&str, &str> = rows
        .iter()
        .map(|r| (r.file.as_str(), r.category.as_str()))
        .collect();
    let (files, verdicts, elapsed) = judged_corpus(c);
    let elapsed = *elapsed;

    let mut by_cat: BTreeMap<&str, (usize, usize, usize, usize)> = BTreeMap::new();
    let mut rejected_files = Vec::new();
    let mut unmapped = Vec::new();
    let mut problems = Vec::new();
    let (mut statements, mut syntax, mut other) = (0, 0, 0);
    for (path, v) in files.iter().zip(verdicts) {
        let name = path.strip_prefix(&root).unwrap().to_str().unwrap();
        let rejected = v.rejected().len();
        let n_other = v.errors.iter().filter(|e| !e.is_syntax()).count();
        statements += v.script.statements.len();
        syntax += rejected;
        other += n_other;
        let c = by_cat.entry(category[name]).or_default();
        c.0 += 1;
        c.1 += v.script.statements.len();
        c.2 += rejected;
        c.3 += usize::from(rejected > 0);
        if rejected > 0 {
            let lines: Vec<String> = v
                .syntax_errors()
                .map(|e| e.line.to_string())
                .take(8)
                .collect();
            // What the server choked on first, to tell MySQL-8-only syntax,
            // placeholders and real errors apart at a glance.
            let first = v.syntax_errors().next().unwrap();
            let near: String = first
                .message
                .split_once("near '")
                .map_or(first.message.as_str(), |(_, n)| n)
                .chars()
                .take(50)
                .map(|c| if c == '\n' { ' ' } else { c })
                .collect();
            rejected_files.push(format!(
                "{rejected:>4}  {name} (lines {}{}): {near}",
                lines.join(", "),
                if v.syntax_errors().count() > 8 {
                    ", ..."
                } else {
                    ""
                }
            ));
        }
        for e in v.unmapped() {
            unmapped.push(format!("{name}: line {}: {}", e.client_line, e.message));
        }
        if v.timed_out || v.refused.is_some() || v.script.quits_at.is_some() {
            problems.push(format!(
                "{name}: timed out {}, refused {:?}, quits at {:?}",
                v.timed_out, v.refused, v.script.quits_at
            ));
        }
    }
    println!(
        "{}: {} files, {statements} statements, {syntax} rejected by the server as syntax errors \
         (in {} files), {other} other server errors; judged in {:.1}s",
        c.dir(),
        files.len(),
        rejected_files.len(),
        elapsed.as_secs_f64()
    );
    println!(
        "{:<16} {:>6} {:>10} {:>8} {:>14}",
        "category", "files", "statements", "rejected", "files rejected"
    );
    for (c, (f, s, r, fr)) in &by_cat {
        println!("{c:<16} {f:>6} {s:>10} {r:>8} {fr:>14}");
    }
    let mut slow: Vec<(Duration, &str)> = files
        .iter()
        .zip(verdicts)
        .map(|(p, v)| (v.elapsed, p.strip_prefix(&root).unwrap().to_str().unwrap()))
        .collect();
    slow.sort();
    println!("slowest files:");
    for (d, name) in slow.iter().rev().take(5) {
        println!("  {:>6.2}s  {name}", d.as_secs_f64());
    }
    println!("server-rejected syntax errors by file:");
    for l in &rejected_files {
        println!("{l}");
    }
    assert!(
        unmapped.is_empty(),
        "errors the judge could not tie to a statement (split reads the script \
         differently from the client):\n{}",
        unmapped.join("\n")
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(statements > min_statements, "{statements} statements");
    // A bound against a hang, not a speed goal: the judge shares the lint
    // binary's test threads, on a machine other builds share too.
    assert!(
        elapsed < Duration::from_secs(180),
        "judging the corpus took {elapsed:?}"
    );
}

// ---- the corpus goals: poolctl's findings against the server's verdicts ----

/// Linting the corpus (debug build, files in parallel) takes a few seconds
/// on a quiet machine; the bound leaves room for a shared, loaded one and
/// still catches a hang or a collapse.
const LINT_BOUND: Duration = Duration::from_secs(120);

/// One run of `poolctl lint --format json tests/corpus` (the built binary,
/// from the repository's root, no configuration), as a user runs it.
pub struct CorpusLint {
    pub code: Option<i32>,
    pub json: serde_json::Value,
    pub stderr: String,
    pub elapsed: Duration,
}

/// The corpus linted once, shared by the tests that read its findings
/// (also `judged`). A run past [`LINT_BOUND`] is killed and fails here.
pub fn corpus_lint(c: Corpus) -> &'static CorpusLint {
    static LINT: [OnceLock<CorpusLint>; 2] = [OnceLock::new(), OnceLock::new()];
    LINT[c.at()].get_or_init(|| {
        use std::io::Read;
        let started = Instant::now();
        let mut cmd = Command::new(BIN);
        cmd.args(["lint", "--format", "json", c.dir()])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped());
        let mut child = cmd.spawn().expect("running poolctl lint");
        let mut stdout = child.stdout.take().unwrap();
        let mut stderr = child.stderr.take().unwrap();
        let out = std::thread::spawn(move || {
            let mut v = Vec::new();
            stdout.read_to_end(&mut v).map(|_| v)
        });
        let err = std::thread::spawn(move || {
            let mut s = String::new();
            stderr.read_to_string(&mut s).map(|_| s)
        });
        // The output threads end when the process closes its pipes, which
        // it does on exit: wait for that, with a deadline.
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status;
            }
            if started.elapsed() > LINT_BOUND {
                let _ = child.kill();
                let _ = child.wait();
                panic!("poolctl lint tests/corpus ran past {LINT_BOUND:?}: killed");
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        let elapsed = started.elapsed();
        let stdout = out.join().unwrap().unwrap();
        let stderr = err.join().unwrap().unwrap();
        let stdout = String::from_utf8(stdout).unwrap_or_else(|e| {
            panic!("poolctl lint tests/corpus: stdout is not UTF-8 ({e}); {status:?}\n{stderr}")
        });
        let json = util::json_schemas::document(&util::poolctl_args(&cmd), &stdout);
        CorpusLint {
            code: status.code(),
            json,
            stderr,
            elapsed,
        }
    })
}

/// The corpus' findings of `rule`: (path as reported, line).
fn findings_of(rule: &str) -> Vec<(String, usize)> {
    corpus_lint(Corpus::Main).json["diagnostics"]
        .as_array()
        .expect("diagnostics")
        .iter()
        .filter(|d| d["rule"] == rule)
        .map(|d| {
            (
                d["path"].as_str().unwrap().to_string(),
                d["line"].as_u64().unwrap() as usize,
            )
        })
        .collect()
}

/// A corpus file's path as `poolctl lint tests/corpus` reports it.
fn reported_path(c: Corpus, path: &Path) -> String {
    format!(
        "{}/{}",
        c.dir(),
        path.strip_prefix(c.root()).unwrap().to_str().unwrap()
    )
}

#[test]
fn corpus_lints_with_no_panic_and_exit_0_to_2_within_the_bound() {
    lints_with_no_panic(Corpus::Main);
}

#[test]
fn heldout_lints_with_no_panic_and_exit_0_to_2_within_the_bound() {
    lints_with_no_panic(Corpus::HeldOut);
}

fn lints_with_no_panic(c: Corpus) {
    let run = corpus_lint(c);
    assert!(
        matches!(run.code, Some(0..=2)),
        "poolctl lint tests/corpus exited {:?}:\n{}",
        run.code,
        run.stderr
    );
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
    let summary = &run.json["summary"];
    let bytes: u64 = provenance(c).iter().map(|r| r.bytes as u64).sum();
    println!(
        "poolctl lint {}: exit {:?}, {} diagnostics, {:.2} s ({:.1} MB/s, test build, \
         files in parallel; bound {LINT_BOUND:?}); summary {summary}",
        c.dir(),
        run.code,
        run.json["diagnostics"].as_array().unwrap().len(),
        run.elapsed.as_secs_f64(),
        bytes as f64 / 1e6 / run.elapsed.as_secs_f64(),
    );
    // Every file is read: the corpus holds no input the lint must refuse.
    assert!(
        !run.stderr.contains("cannot read") && run.code != Some(2),
        "{}",
        run.stderr
    );
}

/// Findings lint makes for the default server (MySQL) on syntax the judge
/// (MariaDB 10.11) accepts: the two servers differ there, and the judge
/// cannot decide. Each is a fragment of the finding's message.
const MYSQL_ONLY_FINDINGS: &[&str] = &["a MySQL function's parameters take no mode"];

/// Server-rejected statements that lint is not meant to report, from
/// tests/corpus/RECALL_EXCLUDED.tsv: (path, line of the server's error) ->
/// (class, reason). Classes: `mysql-only` (MySQL syntax MariaDB rejects),
/// `newer-server` (a later MariaDB's), `placeholder` (a driver's `?`
/// parameters), `template` (text an application substitutes before it
/// runs), `dynamic` (SQL built in a string the server runs with PREPARE),
/// `client-cut` (the text after the first `;` of a stored program written
/// without DELIMITER, which the mysql client sends on its own: lint reads
/// the program whole, as migration tools send it, and warns once at its
/// header).
fn recall_excluded(c: Corpus) -> BTreeMap<(String, usize), (String, String)> {
    const CLASSES: &[&str] = &[
        "mysql-only",
        "newer-server",
        "placeholder",
        "template",
        "dynamic",
        "client-cut",
    ];
    let text = std::fs::read_to_string(c.root().join("RECALL_EXCLUDED.tsv"))
        .unwrap_or_else(|e| panic!("{}/RECALL_EXCLUDED.tsv: {e}", c.dir()));
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("path\tline\tclass\treason"));
    lines
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            assert_eq!(f.len(), 4, "RECALL_EXCLUDED.tsv: {l}");
            assert!(
                CLASSES.contains(&f[2]),
                "RECALL_EXCLUDED.tsv: class {}",
                f[2]
            );
            assert!(
                !f[3].trim().is_empty(),
                "RECALL_EXCLUDED.tsv: no reason: {l}"
            );
            (
                (f[0].to_string(), f[1].parse().expect("line")),
                (f[2].to_string(), f[3].to_string()),
            )
        })
        .collect()
}

/// The corpus' `parse-error` findings: (path, line, message, is an error).
fn parse_errors_found(c: Corpus) -> Vec<(String, usize, String, bool)> {
    corpus_lint(c).json["diagnostics"]
        .as_array()
        .expect("diagnostics")
        .iter()
        .filter(|d| d["rule"] == "parse-error")
        .map(|d| {
            (
                d["path"].as_str().unwrap().to_string(),
                d["line"].as_u64().unwrap() as usize,
                d["message"].as_str().unwrap_or_default().to_string(),
                d["severity"] == "error",
            )
        })
        .collect()
}

/// Syntax-error precision and recall against the server, the goals of
/// issue 48: precision >= 99.5% of the `parse-error` findings lie in a
/// statement the server rejects as a syntax error; recall >= 90% of the
/// statements it rejects have one (those of RECALL_EXCLUDED.tsv aside).
#[test]
fn corpus_parse_errors_are_statements_the_server_rejects() {
    parse_errors_against_the_server(Corpus::Main);
}

#[test]
fn heldout_parse_errors_are_statements_the_server_rejects() {
    parse_errors_against_the_server(Corpus::HeldOut);
}

/// The figures of one corpus against the goals. Both hold broken files
/// (skeema's test data, sqlfluff's program-only fragments), so a lint that
/// found nothing would pass precision without measuring it.
fn parse_errors_against_the_server(c: Corpus) {
    let (files, verdicts, _) = judged_corpus(c);
    let by_path: BTreeMap<String, &Verdict> = files
        .iter()
        .map(|p| reported_path(c, p))
        .zip(verdicts)
        .collect();
    // Precision over the errors; recall over every finding that says the
    // server rejects the statement (a warning where a migration tool would
    // run it: a stored program written without DELIMITER).
    let all = parse_errors_found(c);
    let found: Vec<&(String, usize, String, bool)> = all.iter().filter(|f| f.3).collect();
    let (mut agreed, mut server_specific) = (0, Vec::new());
    let mut disagreed = Vec::new();
    for (path, line, message, _) in found.iter().copied() {
        let v = by_path
            .get(path)
            .unwrap_or_else(|| panic!("a finding on {path}, not a corpus file"));
        if v.rejects_line(*line) {
            agreed += 1;
        } else if MYSQL_ONLY_FINDINGS.iter().any(|m| message.contains(m)) {
            server_specific.push(format!("{path}:{line}"));
        } else {
            disagreed.push(format!("{path}:{line}: {message}"));
        }
    }
    let judged = found.len() - server_specific.len();
    let precision = agreed as f64 / judged.max(1) as f64;

    let excluded = recall_excluded(c);
    let mut used = BTreeSet::new();
    let (mut rejected, mut caught) = (0, 0);
    let mut by_class: BTreeMap<&str, usize> = BTreeMap::new();
    let mut missed = Vec::new();
    for (path, v) in &by_path {
        for (i, s) in v.script.statements.iter().enumerate() {
            let Some(e) = v.syntax_errors().find(|e| e.statement == Some(i)) else {
                continue;
            };
            let key = (path.clone(), e.line);
            if let Some((class, _)) = excluded.get(&key) {
                used.insert(key);
                *by_class.entry(class.as_str()).or_default() += 1;
                continue;
            }
            rejected += 1;
            let hit = all
                .iter()
                .any(|(p, l, ..)| p == path && (s.start_line..=s.end_line).contains(l));
            caught += usize::from(hit);
            if !hit {
                let near: String = e
                    .message
                    .split_once("near '")
                    .map_or(e.message.as_str(), |(_, n)| n)
                    .chars()
                    .take(60)
                    .map(|c| if c == '\n' { ' ' } else { c })
                    .collect();
                missed.push(format!("{path}:{}: {near}", e.line));
            }
        }
    }
    let recall = caught as f64 / rejected.max(1) as f64;
    println!("{}:", c.dir());
    println!(
        "syntax-error precision: {agreed} of {judged} parse-error findings on statements the server \
         rejects as syntax errors = {:.1}% (goal >= 99.5%); {} more on syntax the two servers \
         differ on: {server_specific:?}",
        100.0 * precision,
        server_specific.len()
    );
    println!(
        "syntax-error recall: {caught} of {rejected} statements the server rejects have a \
         parse-error finding = {:.1}% (goal >= 90%); excluded, by class: {by_class:?}",
        100.0 * recall
    );
    println!("missed:");
    for m in &missed {
        println!("  {m}");
    }
    // The figures, on the precision page.
    let mut block = format!(
        "| | statements | with a `parse-error` | share | goal |\n|---|---:|---:|---:|---:|\n\
         | precision: findings (errors) on a statement the server rejects | {judged} | {agreed} | {:.1}% | >= 99.5% |\n\
         | recall: statements the server rejects, with a finding | {rejected} | {caught} | {:.1}% | >= 90% |\n\n\
         Left out of recall ({} statements), by class: ",
        100.0 * precision,
        100.0 * recall,
        by_class.values().sum::<usize>()
    );
    block.push_str(
        &by_class
            .iter()
            .map(|(c, n)| format!("`{c}` {n}"))
            .collect::<Vec<_>>()
            .join(", "),
    );
    block.push_str(&format!(
        ". Findings on syntax the two servers differ on (lint's default server is MySQL, \
         the judge MariaDB), not counted in precision: {}.\n",
        server_specific.len()
    ));
    let (start, end) = match c {
        Corpus::Main => ("<!-- syntax-recall:start -->", "<!-- syntax-recall:end -->"),
        Corpus::HeldOut => (
            "<!-- heldout-syntax-recall:start -->",
            "<!-- heldout-syntax-recall:end -->",
        ),
    };
    crate::judged::sync_block(crate::judged::PRECISION_PAGE, start, end, &block);
    let stale: Vec<_> = excluded.keys().filter(|k| !used.contains(*k)).collect();
    assert!(
        stale.is_empty(),
        "RECALL_EXCLUDED.tsv rows that match no statement the server rejects: {stale:?}"
    );
    // The corpus holds deliberately broken files (skeema's test data): a
    // lint that found nothing would pass precision without measuring it.
    assert!(
        found.len() >= 50,
        "only {} parse-error findings",
        found.len()
    );
    // Both corpora are held to the goals of issue 48.
    let (precision_goal, recall_goal) = (0.995, 0.90);
    assert!(
        precision >= precision_goal,
        "parse-error findings on statements the server accepts (the server is the judge: \
         fix the lint):\n{}",
        disagreed.join("\n")
    );
    assert!(
        recall >= recall_goal,
        "syntax-error recall {:.1}% is under {:.0}%; missed:\n{}",
        100.0 * recall,
        100.0 * recall_goal,
        missed.join("\n")
    );
}

/// Whether a statement (as the client sends it) creates a stored program:
/// `CREATE [OR REPLACE] [DEFINER = u] [AGGREGATE] PROCEDURE | FUNCTION |
/// TRIGGER | EVENT`, also written in a dump's executable comments
/// (`/*!50003 CREATE*/ /*!50020 DEFINER=...*/ /*!50003 PROCEDURE`).
fn creates_stored_program(text: &[u8]) -> bool {
    let head = String::from_utf8_lossy(&text[..text.len().min(400)]).to_ascii_lowercase();
    let mut plain = String::new();
    let mut rest = head.as_str();
    while let Some(i) = rest.find("/*!") {
        plain.push_str(&rest[..i]);
        let digits = rest[i + 3..]
            .bytes()
            .take_while(|b| b.is_ascii_digit())
            .count();
        plain.push(' ');
        rest = &rest[i + 3 + digits..];
    }
    plain.push_str(rest);
    let plain = plain.replace("*/", " ").replace('=', " = ");
    let mut words = plain.split_whitespace();
    if words.next() != Some("create") {
        return false;
    }
    for w in words.take(8) {
        match w {
            "procedure" | "function" | "trigger" | "event" => return true,
            "table" | "view" | "index" | "database" | "schema" | "user" | "role" | "server"
            | "tablespace" | "sequence" | "(" => return false,
            _ => {}
        }
    }
    false
}

#[test]
fn corpus_stored_program_files_lint_without_unsupported_syntax() {
    let unsupported: BTreeSet<String> = findings_of("unsupported-syntax")
        .into_iter()
        .map(|(p, _)| p)
        .collect();
    let mut programs = Vec::new();
    for path in corpus_files(Corpus::Main) {
        let data = std::fs::read(&path).unwrap();
        let script = split(&data);
        if script
            .statements
            .iter()
            .any(|s| creates_stored_program(&data[s.start..s.end]))
        {
            programs.push(reported_path(Corpus::Main, &path));
        }
    }
    let flagged: Vec<&String> = programs
        .iter()
        .filter(|p| unsupported.contains(*p))
        .collect();
    let clean = programs.len() - flagged.len();
    let share = clean as f64 / programs.len().max(1) as f64;
    println!(
        "stored-program files with no unsupported-syntax finding: {clean} of {} = {:.1}% \
         (goal >= 98%); with one: {flagged:?}",
        programs.len(),
        100.0 * share
    );
    assert!(
        programs.len() >= 200,
        "only {} stored-program files found",
        programs.len()
    );
    assert!(share >= 0.98, "{flagged:#?}");
}

#[test]
fn stored_program_heads_are_recognised() {
    for yes in [
        "CREATE PROCEDURE p() BEGIN END",
        "create definer=`root`@`localhost` function f() returns int return 1",
        "CREATE OR REPLACE DEFINER = CURRENT_USER TRIGGER t BEFORE INSERT ON x FOR EACH ROW SET @a = 1",
        "/*!50003 CREATE*/ /*!50020 DEFINER=`root`@`%`*/ /*!50003 PROCEDURE `p`() BEGIN END */",
        "CREATE AGGREGATE FUNCTION f(x INT) RETURNS INT BEGIN RETURN 1; END",
        "CREATE EVENT e ON SCHEDULE EVERY 1 DAY DO DELETE FROM t",
    ] {
        assert!(creates_stored_program(yes.as_bytes()), "{yes}");
    }
    for no in [
        "CREATE TABLE procedure_log (id INT)",
        "CREATE VIEW v AS SELECT 1",
        "SELECT 'CREATE PROCEDURE'",
        "CREATE INDEX trigger_idx ON t (a)",
    ] {
        assert!(!creates_stored_program(no.as_bytes()), "{no}");
    }
}
