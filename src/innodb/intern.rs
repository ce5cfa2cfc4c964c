//! Interning of the names lock lines repeat (tables, indexes, lock owners'
//! trx ids): one shared [`Name`] per spelling instead of a copy per line.
//! A small direct-mapped table per kind; no parsing here.

use super::bytes::same;
use super::model::Name;

/// Shares the names lock lines repeat (tables, indexes, trx ids): per kind,
/// a small table of recent names, compared before a new one is allocated.
/// One table per kind keeps the lock owners' trx ids (new with every
/// transaction) from pushing the few table and index names out.
#[derive(Default)]
pub(super) struct Interner {
    tables: Ring,
    indexes: Ring,
    trx_ids: Ring,
}

impl Interner {
    /// A table name, spelled by `parts` concatenated.
    pub(super) fn table(&mut self, parts: &[&str]) -> Name {
        self.tables.get(parts)
    }

    /// An index name.
    pub(super) fn index(&mut self, name: &str) -> Name {
        self.indexes.get(&[name])
    }

    /// A lock line's `trx id`.
    pub(super) fn trx_id(&mut self, id: &str) -> Name {
        self.trx_ids.get(&[id])
    }
}

/// Recent names of one kind: a small direct-mapped table keyed by a cheap
/// hash of the spelling (length and a few bytes). A lookup is one compare;
/// a collision only costs a new allocation.
#[derive(Default)]
struct Ring {
    slots: Vec<Option<Name>>,
}

impl Ring {
    const BITS: u32 = 6;

    /// The name spelled by `parts` concatenated.
    fn get(&mut self, parts: &[&str]) -> Name {
        let len: usize = parts.iter().map(|p| p.len()).sum();
        if self.slots.is_empty() {
            self.slots.resize(1 << Self::BITS, None);
        }
        let slot = &mut self.slots[slot_of(parts, len, Self::BITS)];
        if let Some(n) = slot
            && n.len() == len
            && spells(n, parts)
        {
            return n.clone();
        }
        let name = if parts.len() == 1 {
            Name::from(parts[0])
        } else {
            let mut s = String::with_capacity(len);
            for p in parts {
                s.push_str(p);
            }
            Name::from(s)
        };
        *slot = Some(name.clone());
        name
    }
}

/// The byte at `i` of `parts` concatenated (0 past the end).
#[inline]
fn byte_at(parts: &[&str], mut i: usize) -> u8 {
    for p in parts {
        if let Some(&b) = p.as_bytes().get(i) {
            return b;
        }
        i -= p.len();
    }
    0
}

/// A slot in a table of `1 << bits` for the spelling of `parts` (`len`
/// bytes in all): from the length, the first two, middle and last two bytes
/// (trx ids that follow each other differ at the end).
#[inline]
fn slot_of(parts: &[&str], len: usize, bits: u32) -> usize {
    let mut h = len as u64;
    for i in [0, 1, len / 2, len.saturating_sub(2), len.saturating_sub(1)] {
        h = h
            .wrapping_mul(0x100)
            .wrapping_add(u64::from(byte_at(parts, i)));
    }
    (h.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - bits)) as usize
}

/// `name` is `parts` concatenated (the lengths are known to match).
fn spells(name: &str, parts: &[&str]) -> bool {
    let mut rest = name.as_bytes();
    for p in parts {
        let p = p.as_bytes();
        if rest.len() < p.len() || !same(&rest[..p.len()], p) {
            return false;
        }
        rest = &rest[p.len()..];
    }
    rest.is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interner_shares() {
        let mut n = Interner::default();
        let a = n.table(&["db", ".", "t"]);
        let b = n.table(&["db.t"]);
        assert_eq!(a, "db.t");
        assert!(std::ptr::eq(a.as_str(), b.as_str()));
        for i in 0..100 {
            assert_eq!(n.trx_id(&i.to_string()), i.to_string().as_str());
            assert_eq!(n.index(&i.to_string()), i.to_string().as_str());
        }
    }
}
