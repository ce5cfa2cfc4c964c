//! `--pools-file`: a list of pools, one per line, as `SHOP ITEM LOCATION`
//! (spaces, tabs or commas between the ids). Blank lines and `#` comments are
//! ignored; a repeated pool is refilled once.

use super::plan::PoolKey;
use std::collections::HashSet;

/// A line that is not a pool, with its 1-based line number.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct PoolsFileError {
    pub line: usize,
    pub message: String,
}

pub fn parse(text: &str) -> Result<Vec<PoolKey>, PoolsFileError> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let err = |message: String| PoolsFileError {
            line: i + 1,
            message,
        };
        let fields: Vec<&str> = line
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|f| !f.is_empty())
            .collect();
        if fields.len() != 3 {
            return Err(err(format!(
                "expected `SHOP ITEM LOCATION` (three ids), found {} field(s) in {line:?}",
                fields.len()
            )));
        }
        let mut ids = [0u64; 3];
        for (slot, (f, what)) in ids
            .iter_mut()
            .zip(fields.iter().zip(["shop", "item", "location"]))
        {
            *slot = f.parse().map_err(|_| {
                err(format!(
                    "{what} id {f:?} is not a non-negative integer (ids are BIGINT UNSIGNED)"
                ))
            })?;
        }
        let key = PoolKey {
            shop: ids[0],
            item: ids[1],
            location: ids[2],
        };
        if seen.insert(key) {
            out.push(key);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(shop: u64, item: u64, location: u64) -> PoolKey {
        PoolKey {
            shop,
            item,
            location,
        }
    }

    #[test]
    fn spaces_tabs_commas_comments_and_duplicates() {
        let text = "# pools for the sale\n1 100 1\n1,101,2  # second\n\n\t2\t200\t1\n1 100 1\n";
        assert_eq!(
            parse(text).unwrap(),
            vec![key(1, 100, 1), key(1, 101, 2), key(2, 200, 1)]
        );
    }

    #[test]
    fn bad_lines_name_their_line_and_field() {
        let e = parse("1 2 3\n1 2\n").unwrap_err();
        assert_eq!(e.line, 2);
        assert!(e.message.contains("three ids"), "{e}");
        let e = parse("1 -2 3\n").unwrap_err();
        assert_eq!(e.line, 1);
        assert!(e.to_string().contains("item id \"-2\""), "{e}");
        let e = parse("1 2 99999999999999999999999\n").unwrap_err();
        assert!(e.message.contains("location"), "{e}");
    }

    #[test]
    fn an_empty_file_is_an_empty_list() {
        assert!(parse("# nothing\n\n").unwrap().is_empty());
    }
}
