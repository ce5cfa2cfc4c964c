//! Reading sqlparser's tokens: unquoted words, in any case, and the
//! keywords sqlparser knows them as.

use sqlparser::keywords::Keyword;
use sqlparser::tokenizer::Token;

/// An unquoted word: sqlparser's keyword for it (`NoKeyword` for a bare
/// name) and its text.
pub(crate) fn word(t: &Token) -> Option<(Keyword, &str)> {
    match t {
        Token::Word(w) if w.quote_style.is_none() => Some((w.keyword, w.value.as_str())),
        _ => None,
    }
}

/// Whether `t` is the unquoted keyword `k`.
pub(crate) fn is_kw(t: &Token, k: Keyword) -> bool {
    matches!(word(t), Some((kw, _)) if kw == k)
}

/// The text of an unquoted word token (a keyword or a bare name).
pub(crate) fn unquoted_word(t: &Token) -> Option<&str> {
    word(t).map(|(_, v)| v)
}

/// Whether `t` is the unquoted word `s`, in any case.
pub(crate) fn is_word(t: &Token, s: &str) -> bool {
    matches!(word(t), Some((_, v)) if v.eq_ignore_ascii_case(s))
}
