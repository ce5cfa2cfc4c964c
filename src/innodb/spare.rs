//! Buffer reuse across status outputs: `parse` keeps only the last output of
//! an input holding many, so the strings and lock lists of the dropped ones
//! serve the next instead of the allocator. No parsing here.

use super::model::{Lock, Transaction};

/// Buffers of dropped transactions, reused for new ones: `parse` keeps only
/// the last output, and the earlier ones, built in full, are dropped as the
/// next one starts. Their strings and lock lists serve the next output
/// instead of the allocator.
#[derive(Default)]
pub(super) struct Spare {
    strings: Vec<String>,
    locks: Vec<Vec<Lock>>,
}

impl Spare {
    /// At most this many lock lists (and four times as many strings) are kept.
    const MAX: usize = 4096;

    /// A default transaction (with spare id and lock list buffers).
    pub(super) fn transaction(&mut self) -> Transaction {
        Transaction {
            id: self.strings.pop().map(clear).unwrap_or_default(),
            locks: self.locks.pop().unwrap_or_default(),
            ..Transaction::default()
        }
    }

    /// `s` copied into a spare buffer when there is one.
    pub(super) fn string(&mut self, s: &str) -> String {
        match self.strings.pop() {
            Some(mut b) => {
                b.clear();
                b.push_str(s);
                b
            }
            None => s.to_string(),
        }
    }

    /// Keeps the buffers of `list`'s transactions; returns `list`, empty.
    pub(super) fn keep(&mut self, mut list: Vec<Transaction>) -> Vec<Transaction> {
        for t in &mut list {
            if self.locks.len() >= Self::MAX || self.strings.len() >= 4 * Self::MAX {
                break;
            }
            let mut locks = std::mem::take(&mut t.locks);
            locks.clear();
            self.locks.push(locks);
            let id = std::mem::take(&mut t.id);
            self.strings.push(id);
            for s in [
                &mut t.operation,
                &mut t.os_thread_handle,
                &mut t.client,
                &mut t.query,
            ] {
                if let Some(s) = s.take() {
                    self.strings.push(s);
                }
            }
        }
        list.clear();
        list
    }
}

impl Spare {
    /// Keeps the buffers of `list`'s strings; returns `list`, empty.
    pub(super) fn keep_strings(&mut self, mut list: Vec<String>) -> Vec<String> {
        for s in list.drain(..) {
            self.keep_string(s);
        }
        list
    }

    /// Keeps the buffer of `s`.
    pub(super) fn keep_string(&mut self, s: String) {
        if self.strings.len() < 4 * Self::MAX {
            self.strings.push(s);
        }
    }
}

fn clear(mut s: String) -> String {
    s.clear();
    s
}
