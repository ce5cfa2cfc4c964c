//! The one table of the words MySQL's compound statements are made of
//! (`BEGIN ... END`, `IF ... END IF`, the loops, procedural `CASE`,
//! `DECLARE` with its handlers and cursors, `LEAVE`, `RETURN`, `SIGNAL`,
//! ...), with the words of a `CREATE PROCEDURE | FUNCTION | TRIGGER | EVENT`
//! header and those that make a `BEGIN` the start of a transaction rather
//! than of a block. Every reader of compound statements looks its words up
//! here: the script reader's block tracker (bytes, as the client sends
//! them), the scanner (what a `BEGIN` statement is), the stored-program
//! reader and the statement judge (tokens).
//!
//! A word is looked up in one sorted table, among the keywords of its first
//! letter and its length (a few comparisons, not one per keyword).

use super::vocabulary::RoutineKind;
use sqlparser::tokenizer::Token;

/// Defines [`Keyword`], its text and the sorted lookup table from one list
/// (kept in alphabetical order: a test checks it).
macro_rules! keywords {
    ($($variant:ident $text:literal,)*) => {
        /// A word of compound statements and stored programs (any case in
        /// the text).
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum Keyword {
            $($variant,)*
        }

        /// Every keyword by its text, sorted by text.
        const TABLE: &[(&str, Keyword)] = &[$(($text, Keyword::$variant),)*];

        impl Keyword {
            /// The keyword as MySQL's manual writes it (upper case).
            pub fn as_str(self) -> &'static str {
                match self {
                    $(Keyword::$variant => $text,)*
                }
            }
        }
    };
}

keywords! {
    Atomic "ATOMIC",
    Begin "BEGIN",
    Case "CASE",
    Close "CLOSE",
    Condition "CONDITION",
    Continue "CONTINUE",
    Create "CREATE",
    Current "CURRENT",
    Cursor "CURSOR",
    Database "DATABASE",
    Declare "DECLARE",
    Default "DEFAULT",
    Diagnostics "DIAGNOSTICS",
    Do "DO",
    Each "EACH",
    Else "ELSE",
    ElseIf "ELSEIF",
    End "END",
    Event "EVENT",
    Exists "EXISTS",
    Exit "EXIT",
    Fetch "FETCH",
    Follows "FOLLOWS",
    For "FOR",
    Found "FOUND",
    Function "FUNCTION",
    Get "GET",
    Handler "HANDLER",
    If "IF",
    In "IN",
    Index "INDEX",
    InOut "INOUT",
    Isolation "ISOLATION",
    Iterate "ITERATE",
    Leave "LEAVE",
    Loop "LOOP",
    Not "NOT",
    Open "OPEN",
    Out "OUT",
    Precedes "PRECEDES",
    Procedure "PROCEDURE",
    Read "READ",
    Repeat "REPEAT",
    Resignal "RESIGNAL",
    Return "RETURN",
    Returns "RETURNS",
    Reverse "REVERSE",
    Role "ROLE",
    Row "ROW",
    Schema "SCHEMA",
    Server "SERVER",
    Signal "SIGNAL",
    Soname "SONAME",
    SqlState "SQLSTATE",
    Stacked "STACKED",
    Table "TABLE",
    Then "THEN",
    Transaction "TRANSACTION",
    Trigger "TRIGGER",
    Undo "UNDO",
    Until "UNTIL",
    User "USER",
    Value "VALUE",
    View "VIEW",
    When "WHEN",
    While "WHILE",
    Work "WORK",
}

/// The longest keyword's length in bytes (`DIAGNOSTICS`, `TRANSACTION`).
const LONGEST: usize = 11;

/// For each first letter `A`..=`Z`, the range of [`TABLE`] whose keywords
/// start with it (the table is sorted, so they stand together).
const BY_FIRST_LETTER: [(usize, usize); 26] = {
    let mut ranges = [(0, 0); 26];
    let mut k = 0;
    while k < TABLE.len() {
        let letter = (TABLE[k].0.as_bytes()[0] - b'A') as usize;
        if ranges[letter].1 == 0 {
            ranges[letter].0 = k;
        }
        ranges[letter].1 = k + 1;
        k += 1;
    }
    ranges
};

impl Keyword {
    /// The keyword `word` is (ASCII, any case), if any: looked for among
    /// the few of its first letter and its length, with no copy.
    pub fn of_bytes(word: &[u8]) -> Option<Keyword> {
        let n = word.len();
        if !(2..=LONGEST).contains(&n) {
            return None;
        }
        let first = word[0].to_ascii_uppercase();
        if !first.is_ascii_uppercase() {
            return None;
        }
        let (from, to) = BY_FIRST_LETTER[usize::from(first - b'A')];
        TABLE[from..to]
            .iter()
            .find(|(text, _)| text.len() == n && text.as_bytes().eq_ignore_ascii_case(word))
            .map(|(_, keyword)| *keyword)
    }

    /// The keyword an unquoted word token is, if any.
    pub fn of_token(t: &Token) -> Option<Keyword> {
        match t {
            Token::Word(w) if w.quote_style.is_none() => Keyword::of_bytes(w.value.as_bytes()),
            _ => None,
        }
    }

    /// Whether `t` is this keyword (an unquoted word, any case): one
    /// comparison, no lookup.
    pub fn is(self, t: &Token) -> bool {
        matches!(t, Token::Word(w) if w.quote_style.is_none()
            && w.value.eq_ignore_ascii_case(self.as_str()))
    }

    /// Opens a compound statement where a statement starts: `BEGIN` (a
    /// block, unless a transaction's word follows), `IF`, `CASE`, `LOOP`,
    /// `WHILE`, `REPEAT`, `FOR`.
    pub fn opens_compound(self) -> bool {
        use Keyword::*;
        matches!(self, Begin | If | Case | Loop | While | Repeat | For)
    }

    /// After `END`, names the compound statement it closes (`END IF`, `END
    /// LOOP`, ...; a block's `END` takes none).
    pub fn closed_by_name(self) -> bool {
        use Keyword::*;
        matches!(self, If | Case | Loop | While | Repeat | For)
    }

    /// Takes a label (`name: LOOP ... END LOOP name`).
    pub fn takes_label(self) -> bool {
        use Keyword::*;
        matches!(self, Begin | Loop | While | Repeat | For)
    }

    /// Ends a list of statements inside a compound statement (no `;`
    /// needed before it): `END`, `ELSE`, `ELSEIF`, `UNTIL`, `WHEN`.
    pub fn ends_statement_list(self) -> bool {
        use Keyword::*;
        matches!(self, End | Else | ElseIf | Until | When)
    }

    /// Starts a statement only stored programs have: `DECLARE`, `LEAVE`,
    /// `ITERATE`, `RETURN`, `OPEN`, `FETCH`, `CLOSE`, `SIGNAL`,
    /// `RESIGNAL`, `GET [CURRENT | STACKED] DIAGNOSTICS`.
    pub fn starts_program_statement(self) -> bool {
        use Keyword::*;
        matches!(
            self,
            Declare | Leave | Iterate | Return | Open | Fetch | Close | Signal | Resignal | Get
        )
    }

    /// Right after `BEGIN`, makes it the start of a transaction (`BEGIN
    /// WORK`, `BEGIN TRANSACTION ...`, `BEGIN ISOLATION ...`, `BEGIN READ
    /// ...`), not of a block.
    pub fn begins_transaction_after_begin(self) -> bool {
        use Keyword::*;
        matches!(self, Work | Transaction | Isolation | Read)
    }

    /// The stored program a `CREATE` header with this word defines.
    pub fn routine_kind(self) -> Option<RoutineKind> {
        match self {
            Keyword::Procedure => Some(RoutineKind::Procedure),
            Keyword::Function => Some(RoutineKind::Function),
            Keyword::Trigger => Some(RoutineKind::Trigger),
            Keyword::Event => Some(RoutineKind::Event),
            _ => None,
        }
    }

    /// Names what a `CREATE` makes when it makes no stored program (`CREATE
    /// TABLE procedure ...`: the word after it is a name).
    pub fn names_other_object(self) -> bool {
        use Keyword::*;
        matches!(
            self,
            Table | View | Index | Database | Schema | User | Role | Server
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_sorted_unique_and_within_its_bounds() {
        for pair in TABLE.windows(2) {
            assert!(pair[0].0 < pair[1].0, "{:?} before {:?}", pair[0], pair[1]);
        }
        assert!(TABLE.iter().all(|(text, _)| text.len() <= LONGEST));
        assert!(TABLE.iter().any(|(text, _)| text.len() == LONGEST));
        assert!(
            TABLE
                .iter()
                .all(|(text, _)| text.bytes().all(|c| c.is_ascii_uppercase()))
        );
        for (text, keyword) in TABLE {
            assert_eq!(keyword.as_str(), *text);
            assert_eq!(Keyword::of_bytes(text.as_bytes()), Some(*keyword));
        }
    }

    #[test]
    fn words_are_read_in_any_case_and_only_whole() {
        assert_eq!(Keyword::of_bytes(b"begin"), Some(Keyword::Begin));
        assert_eq!(Keyword::of_bytes(b"ElseIf"), Some(Keyword::ElseIf));
        assert_eq!(Keyword::of_bytes(b"beginning"), None);
        assert_eq!(Keyword::of_bytes(b"`begin`"), None);
        assert_eq!(Keyword::of_bytes(b"x"), None);
        assert_eq!(Keyword::of_bytes("bégin".as_bytes()), None);
    }
}
