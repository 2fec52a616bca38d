//! POJ 1077 / HDU 1043 — Eight, the contest version. For each 3×3 sliding puzzle in the input
//! (POJ sends one, HDU many up to the end of the input), print a shortest sequence of moves of
//! the space `x` (`u d l r`) that reaches `1 2 3 / 4 5 6 / 7 8 x`, or `unsolvable`.
//!
//! Idea: every puzzle ends at the same goal, so one BFS backwards from the goal (the
//! template's `table`) gives every board its distance, one byte per board indexed by its
//! permutation rank (`perm`). A puzzle's answer is a walk down that table, each move to a board
//! one move closer. The BFS never reaches a board of odd parity (src/main.rs says why), so
//! the table itself marks the unsolvable boards: no parity test is needed.
//! Cost: 181,440 boards expanded once (about 20 ms), then at most 31 steps a puzzle, for one
//! puzzle or thousands. A bidirectional search per puzzle (src/main.rs, up to ten puzzles)
//! takes 3 ms for the hardest puzzle alone, but 2 s for 2,000 of them.

/// The nine cells row by row: tiles 1-8, and 0 for the space.
pub type Board = [u8; 9];

pub const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

pub fn main() {
    scan::run(solve)
}

/// Answers every puzzle of the input, one line each. At a malformed puzzle, the answers of
/// the puzzles before it are written and the error is returned.
pub fn solve(input: &str, out: &mut String) -> Result<(), String> {
    let (puzzles, malformed) = read_puzzles(input);
    let distance = table::distances(perm::FACTORIAL[9], perm::rank(&GOAL), slides);
    for board in &puzzles {
        out.push_str(&answer(&distance, board).unwrap_or_else(|| "unsolvable".to_string()));
        out.push('\n');
    }
    malformed.map_or(Ok(()), Err)
}

/// The complete puzzles up to the end of the input or up to the first malformed one, and the
/// error that stopped the reading, if any.
pub fn read_puzzles(input: &str) -> (Vec<Board>, Option<String>) {
    let mut tokens = scan::Tokens::new(input);
    let mut puzzles = Vec::new();
    while !tokens.is_empty() {
        match read_board(&mut tokens, puzzles.len() + 1) {
            Ok(board) => puzzles.push(board),
            Err(message) => return (puzzles, Some(message)),
        }
    }
    if puzzles.is_empty() {
        return (puzzles, Some("the input holds no puzzle".to_string()));
    }
    (puzzles, None)
}

/// Reads nine cells; nine cells with no symbol twice hold each tile and the space once.
fn read_board(tokens: &mut scan::Tokens, number: usize) -> Result<Board, String> {
    let mut board = [0; 9];
    let mut placed = [false; 9];
    for (cell, slot) in board.iter_mut().enumerate() {
        if tokens.is_empty() {
            return Err(format!(
                "puzzle {number}: the input ends after {cell} of its 9 cells"
            ));
        }
        let what = "a tile 1-8 or `x`";
        let symbol: char = tokens
            .parse(what)
            .map_err(|message| format!("puzzle {number}: {message}"))?;
        *slot = match symbol {
            'x' => 0,
            '1'..='8' => symbol as u8 - b'0',
            _ => {
                return Err(format!(
                    "puzzle {number}: expected {what}, found `{symbol}`"
                ))
            }
        };
        if placed[*slot as usize] {
            return Err(format!("puzzle {number}: `{symbol}` appears twice"));
        }
        placed[*slot as usize] = true;
    }
    Ok(board)
}

/// The cell of the space.
pub fn space_of(board: &Board) -> usize {
    board.iter().position(|&t| t == 0).unwrap_or(0)
}

/// The boards one move of the space away, in the order `u d l r`. Every move is undone by
/// its opposite, so these are also the boards one move before: the BFS backwards from the
/// goal and the walk down its table use the same moves. Rows and columns apart, so that a
/// sideways move cannot wrap around.
pub fn successors(board: &Board) -> Vec<Board> {
    let space = space_of(board);
    let (row, col) = (space / 3, space % 3);
    let targets = [
        (row > 0, space.wrapping_sub(3)),
        (row < 2, space + 3),
        (col > 0, space.wrapping_sub(1)),
        (col < 2, space + 1),
    ];
    let mut next = Vec::with_capacity(4);
    for (on_board, to) in IntoIterator::into_iter(targets) {
        if on_board {
            let mut moved = *board;
            moved.swap(space, to);
            next.push(moved);
        }
    }
    next
}

/// [`successors`] for the table, which knows boards by their rank.
pub fn slides(rank: usize) -> Vec<usize> {
    let boards = successors(&board_of(rank));
    boards.iter().map(|board| perm::rank(board)).collect()
}

/// The board of permutation rank `rank`.
fn board_of(rank: usize) -> Board {
    let mut board = [0; 9];
    perm::unrank(rank, &mut board);
    board
}

/// A shortest answer, walked down `distance` (the table from the goal), or `None` for an
/// unsolvable board, which the table marks as out of reach.
pub fn answer(distance: &[u8], board: &Board) -> Option<String> {
    let path = table::path(distance, perm::rank(board), slides)?;
    let spaces: Vec<usize> = path.iter().map(|&rank| space_of(&board_of(rank))).collect();
    // Each step is named by where the space went.
    let letters = spaces
        .windows(2)
        .map(|pair| match pair[1] as isize - pair[0] as isize {
            -3 => 'u',
            3 => 'd',
            -1 => 'l',
            _ => 'r',
        });
    Some(letters.collect())
}

// ===========================================================================
// The template's code, pasted by `cargo snippets` from template/src: the items
// this file uses and what they need, unchanged. A reader can stop here.
// ===========================================================================

// template/src/observe.rs: Side, Observer
#[rustfmt::skip]
mod observe {
    /// Which side of a search a report is about: `Forward` grows from the
    /// start, `Backward` from the goal. A one-way search from the start has
    /// only `Forward`; a table of distances to the goal only `Backward`.
    // A paste of one-sided searches alone never constructs the other variant.
    #[allow(dead_code)]
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Side {
        Forward,
        Backward,
    }

    /// Told what a search does; each method does nothing unless overridden.
    pub trait Observer<S> {
        /// `side` stored `state`, new to it, `depth` moves from its root.
        /// Returning `false` stops the search at once, which then returns
        /// `None` (a memory guard: the observer knows it gave up).
        fn stored(&mut self, _side: Side, _depth: usize, _state: &S) -> bool {
            true
        }

        /// `side` finished its layer at `depth`, which holds `size` states.
        fn layer(&mut self, _side: Side, _depth: usize, _size: usize) {}
    }

    /// Watches nothing: the plain searches pass `&mut ()`.
    impl<S> Observer<S> for () {}
}

// template/src/perm.rs: FACTORIAL, rank, unrank
#[rustfmt::skip]
mod perm {
    /// `FACTORIAL[k]` is `k!`; 12! still fits in 32 bits.
    pub const FACTORIAL: [usize; 13] = [
        1,
        1,
        2,
        6,
        24,
        120,
        720,
        5040,
        40320,
        362_880,
        3_628_800,
        39_916_800,
        479_001_600,
    ];

    /// The position of `perm`, a permutation of `0..perm.len()` (at most 12
    /// items), in the lexicographic order of all such permutations.
    ///
    /// # Complexity
    ///
    /// `n^2 / 2` comparisons for `n` items.
    pub fn rank(perm: &[u8]) -> usize {
        let n = perm.len();
        let mut rank = 0;
        for i in 0..n {
            let smaller_later = perm[i + 1..].iter().filter(|&&x| x < perm[i]).count();
            rank += smaller_later * FACTORIAL[n - 1 - i];
        }
        rank
    }

    /// Writes into `perm` the permutation of `0..perm.len()` (at most 12
    /// items) whose rank is `rank`: the inverse of [`rank`].
    ///
    /// # Complexity
    ///
    /// `n^2 / 2` moves for `n` items.
    pub fn unrank(mut rank: usize, perm: &mut [u8]) {
        let n = perm.len();
        // The values not placed yet, in increasing order, in the first `left`
        // slots; a fixed array, because puzzles unrank in their inner loop.
        let mut unused = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
        let mut left = n;
        for (i, slot) in perm.iter_mut().enumerate() {
            let block = FACTORIAL[n - 1 - i];
            let k = rank / block;
            rank %= block;
            *slot = unused[k];
            unused.copy_within(k + 1..left, k);
            left -= 1;
        }
    }
}

// template/src/scan.rs: run, Tokens
#[rustfmt::skip]
mod scan {
    /// Reads all of standard input, runs `solve` on it, prints what it wrote,
    /// and turns an error into one line on standard error and exit status 1.
    pub fn run(solve: fn(&str, &mut String) -> Result<(), String>) {
        use std::io::{Read, Write};
        let mut bytes = Vec::new();
        let mut out = String::new();
        let result = match std::io::stdin().read_to_end(&mut bytes) {
            Err(e) => Err(format!("cannot read the input: {}", e)),
            Ok(_) => match String::from_utf8(bytes) {
                Err(_) => Err("the input is not valid UTF-8 text".to_string()),
                Ok(input) => solve(&input, &mut out),
            },
        };
        // A closed pipe is the reader's choice, not an error worth a panic.
        let _ = std::io::stdout().lock().write_all(out.as_bytes());
        if let Err(message) = result {
            eprintln!("error: {}", message.replace('\n', " "));
            std::process::exit(1);
        }
    }

    /// Whitespace-separated tokens, each read with a description of what was
    /// expected so that a malformed input gets a message a person can act on.
    pub struct Tokens<'a> {
        words: std::iter::Peekable<std::str::SplitAsciiWhitespace<'a>>,
    }

    // A solution calls some of these methods, not always all: they come as one
    // reader, and a paste must not be refused for a method it does not call.
    #[allow(dead_code)]
    impl<'a> Tokens<'a> {
        pub fn new(input: &'a str) -> Self {
            Tokens {
                words: input.split_ascii_whitespace().peekable(),
            }
        }

        /// True when no token is left (trailing white space does not count).
        pub fn is_empty(&mut self) -> bool {
            self.words.peek().is_none()
        }

        /// The next token; `what` names it in the error when the input ends.
        pub fn next(&mut self, what: &str) -> Result<&'a str, String> {
            self.words
                .next()
                .ok_or_else(|| format!("the input ends where {} was expected", what))
        }

        /// The next token parsed as `T`, with `what` in either error.
        pub fn parse<T: std::str::FromStr>(&mut self, what: &str) -> Result<T, String> {
            let word = self.next(what)?;
            word.parse()
                .map_err(|_| format!("expected {}, found `{}`", what, Self::shorten(word)))
        }

        /// Quotes at most 20 characters of a bad token, so that a huge one
        /// cannot flood the error line.
        fn shorten(word: &str) -> String {
            match word.char_indices().nth(20) {
                Some((cut, _)) => format!("{}...", &word[..cut]),
                None => word.to_string(),
            }
        }
    }
}

// template/src/table.rs: distances, distances_with, path
#[rustfmt::skip]
mod table {
    /// Every rank's distance to the rank `goal`, for the ranks `0..n`:
    /// `u8::MAX` where the goal cannot be reached (or only in more than 254
    /// moves). `predecessors(rank)` gives the ranks one move before `rank`
    /// (the moves walked backwards; for a reversible puzzle, the moves).
    ///
    /// # Complexity
    ///
    /// One BFS over the ranks that reach the goal: each expanded once, each
    /// of its predecessors read; `n` bytes, and the widest layer's ranks.
    pub fn distances<I, P>(n: usize, goal: usize, predecessors: P) -> Vec<u8>
    where
        I: IntoIterator<Item = usize>,
        P: FnMut(usize) -> I,
    {
        distances_with(n, goal, predecessors, &mut ()).expect("`()` never stops a search")
    }

    /// [`distances`], reporting to `observer` ([`crate::observe`]; the search
    /// grows from the goal, so every report is `Side::Backward`'s); `None`
    /// when the observer stops it.
    pub fn distances_with<I, P, O>(
        n: usize,
        goal: usize,
        mut predecessors: P,
        observer: &mut O,
    ) -> Option<Vec<u8>>
    where
        I: IntoIterator<Item = usize>,
        P: FnMut(usize) -> I,
        O: super::observe::Observer<usize>,
    {
        let side = super::observe::Side::Backward;
        let mut distance = vec![u8::MAX; n];
        distance[goal] = 0;
        let mut layer = vec![goal];
        let mut next_layer = Vec::new();
        let mut depth = 0;
        // 254 is the farthest a byte can tell from "unreachable".
        while !layer.is_empty() && depth < usize::from(u8::MAX - 1) {
            depth += 1;
            next_layer.clear();
            for &rank in &layer {
                for before in predecessors(rank) {
                    if distance[before] == u8::MAX {
                        if !observer.stored(side, depth, &before) {
                            return None;
                        }
                        distance[before] = depth as u8;
                        next_layer.push(before);
                    }
                }
            }
            std::mem::swap(&mut layer, &mut next_layer);
            observer.layer(side, depth, layer.len());
        }
        Some(distance)
    }

    /// A shortest path of ranks from `start` to the goal of `distance` (a
    /// table from [`distances`]), both included, or `None` if the table says
    /// the goal is out of reach. Each step goes to the first rank that
    /// `successors(rank)` lists one move closer.
    ///
    /// # Panics
    ///
    /// If a rank has no successor one move closer: `successors` does not undo
    /// the `predecessors` the table was built with.
    ///
    /// # Complexity
    ///
    /// `distance[start]` calls of `successors`, and no more.
    pub fn path<I, F>(distance: &[u8], start: usize, mut successors: F) -> Option<Vec<usize>>
    where
        I: IntoIterator<Item = usize>,
        F: FnMut(usize) -> I,
    {
        if distance[start] == u8::MAX {
            return None;
        }
        let mut path = vec![start];
        let mut at = start;
        while distance[at] > 0 {
            let closer = distance[at] - 1;
            at = successors(at)
                .into_iter()
                .find(|&next| distance[next] == closer)
                .expect("the successors undo the table's predecessors");
            path.push(at);
        }
        Some(path)
    }
}
