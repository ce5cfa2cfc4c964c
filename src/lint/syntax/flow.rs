//! Control flow: how statements run, at a file's top level or in a
//! compound statement. The stored-program reader builds it from a body
//! (blocks, branches, loops, jumps), a file's analysis from its statements
//! in order; the transaction builder walks every path through it.

/// How statements run, in a file's top level or a stored program's body.
/// Conditions that read tables are statements too, placed where they are
/// evaluated (at the start of the branches they lead to).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Flow {
    /// A statement (index into the program's statements).
    Stmt(usize),
    /// `CALL name(...)`: runs the procedure in the caller's session and
    /// transaction.
    Call {
        stmt: usize,
        name: String,
    },
    /// `BEGIN ... END`, with the handlers it declares (each may run from any
    /// point of the block).
    Block {
        label: Option<String>,
        body: Vec<Flow>,
        handlers: Vec<Vec<Flow>>,
    },
    /// IF / CASE: exactly one of the branches runs (the last one is the
    /// ELSE, empty when there is none).
    Branch(Vec<Vec<Flow>>),
    /// LOOP, WHILE (`may_skip`: zero iterations), REPEAT.
    Loop {
        label: Option<String>,
        body: Vec<Flow>,
        may_skip: bool,
    },
    /// LEAVE label / ITERATE label.
    Leave(String),
    Iterate(String),
    /// RETURN (functions), SIGNAL / RESIGNAL: the rest does not run.
    Return,
    Signal,
}

impl Flow {
    /// Add `base` to every statement index (a file's flow into the program's).
    pub fn shift(&mut self, base: usize) {
        let all = |v: &mut Vec<Flow>| v.iter_mut().for_each(|f| f.shift(base));
        match self {
            Flow::Stmt(i) => *i += base,
            Flow::Call { stmt, .. } => *stmt += base,
            Flow::Block { body, handlers, .. } => {
                all(body);
                handlers.iter_mut().for_each(all);
            }
            Flow::Branch(arms) => arms.iter_mut().for_each(all),
            Flow::Loop { body, .. } => all(body),
            Flow::Leave(_) | Flow::Iterate(_) | Flow::Return | Flow::Signal => {}
        }
    }

    /// Whether statement `s` is in this flow (not through the calls it makes).
    pub fn holds(&self, s: usize) -> bool {
        let any = |v: &Vec<Flow>| v.iter().any(|f| f.holds(s));
        match self {
            Flow::Stmt(i) => *i == s,
            Flow::Call { stmt, .. } => *stmt == s,
            Flow::Block { body, handlers, .. } => any(body) || handlers.iter().any(any),
            Flow::Branch(arms) => arms.iter().any(any),
            Flow::Loop { body, .. } => any(body),
            Flow::Leave(_) | Flow::Iterate(_) | Flow::Return | Flow::Signal => false,
        }
    }

    /// The procedures it calls (by name), into `out`.
    pub fn calls<'a>(&'a self, out: &mut Vec<&'a str>) {
        let all = |v: &'a Vec<Flow>, out: &mut Vec<&'a str>| v.iter().for_each(|f| f.calls(out));
        match self {
            Flow::Call { name, .. } => out.push(name),
            Flow::Block { body, handlers, .. } => {
                all(body, out);
                handlers.iter().for_each(|h| all(h, out));
            }
            Flow::Branch(arms) => arms.iter().for_each(|a| all(a, out)),
            Flow::Loop { body, .. } => all(body, out),
            _ => {}
        }
    }
}
