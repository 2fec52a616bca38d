//! One-way against bidirectional BFS on sliding puzzles, and the template's
//! other searches timed: the figures of `template/NOTES.md`.
//!
//! ```text
//! cargo run --release -p template --example bench              # 5 timed runs each
//! cargo run --release -p template --example bench -- 9         # 9 timed runs each
//! cargo run --release -p template --example bench -- bibfs 15  # only plain bibfs, timed
//! cargo run --release -p template --example bench -- split 9   # only the split input
//! ```
//!
//! The table's `generated` counts what the moves returned as the search
//! took it, `stored` the roots and every state the moves returned, both in
//! an untimed run; `peak heap` comes from a counting allocator, `time` is
//! the median wall time. The later sections take processor time. The bench
//! uses neither `judging` nor `bibfs`'s observer, so that it still compiles
//! against the `bibfs.rs` from before the observer.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::{Cell, RefCell};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::time::{Duration, UNIX_EPOCH};
use template::hash::FastSet;
use template::observe::{Observer, Side};
use template::perm::{rank, unrank, FACTORIAL};
use template::{bfs, bibfs, dense, split, table};

const MAX: usize = usize::MAX;
const LINUX: bool = cfg!(all(target_os = "linux", target_pointer_width = "64"));
const CLOCK: &str = if LINUX { "processor time" } else { "wall time" };
static RUNS: AtomicUsize = AtomicUsize::new(5);
static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

/// The system allocator, counting the bytes live and their peak.
struct Counting;

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn resized(old: usize, new: usize) {
    let grown = new.wrapping_sub(old);
    PEAK.fetch_max(LIVE.fetch_add(grown, Relaxed).wrapping_add(grown), Relaxed);
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        resized(0, layout.size());
        System.alloc(layout)
    }
    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        resized(layout.size(), 0);
        System.dealloc(block, layout)
    }
    unsafe fn realloc(&self, block: *mut u8, layout: Layout, size: usize) -> *mut u8 {
        resized(layout.size(), size);
        System.realloc(block, layout, size)
    }
}

/// The wall clock, or the thread's processor time on 64-bit Linux.
fn clock(wall: bool) -> Duration {
    #[cfg(all(target_os = "linux", target_pointer_width = "64"))]
    if !wall {
        extern "C" {
            fn clock_gettime(clock: i32, time: *mut [i64; 2]) -> i32;
        }
        let mut time = [0i64; 2];
        // SAFETY: writes a `struct timespec`, two `i64`s; 3 is CLOCK_THREAD_CPUTIME_ID.
        assert_eq!(unsafe { clock_gettime(3, &mut time) }, 0, "clock_gettime");
        return Duration::new(time[0] as u64, time[1] as u32);
    }
    let _ = wall;
    UNIX_EPOCH.elapsed().expect("a clock after 1970")
}

/// `f` run `RUNS` times: its last result, the median time in seconds and
/// the most heap the last run added.
fn timed<T>(wall: bool, mut f: impl FnMut() -> T) -> (T, f64, usize) {
    let (mut times, mut result, mut heap) = (Vec::new(), None, 0);
    for _ in 0..RUNS.load(Relaxed) {
        let (live, before) = (LIVE.load(Relaxed), clock(wall));
        PEAK.store(live, Relaxed);
        result = Some(f());
        let time = (clock(wall) - before).as_secs_f64();
        heap = PEAK.load(Relaxed) - live;
        times.push(time);
    }
    times.sort_unstable_by(f64::total_cmp);
    let median = times[times.len() / 2];
    (result.expect("at least one run"), median, heap)
}

fn cpu<T>(f: impl FnMut() -> T) -> (T, String) {
    let (result, time, _) = timed(false, f);
    (result, ms(time))
}

fn ms(seconds: f64) -> String {
    let ms = seconds * 1e3;
    format!("{:.*} ms", if ms < 1.0 { 3 } else { 1 }, ms)
}

fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let groups = digits.as_bytes().rchunks(3).rev();
    let groups: Vec<&str> = groups.map(|g| std::str::from_utf8(g).unwrap()).collect();
    groups.join(",")
}

/// A number below `bound` from SplitMix64's `seed`.
fn random(seed: &mut u64, bound: usize) -> usize {
    *seed = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let z = (*seed ^ (*seed >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    let z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    ((z ^ (z >> 31)) % bound as u64) as usize
}

/// Every state a search stores, with its depth.
struct Stored<S>(Vec<(usize, S)>);

impl<S: Clone> Observer<S> for Stored<S> {
    fn stored(&mut self, _side: Side, depth: usize, state: &S) -> bool {
        self.0.push((depth, state.clone()));
        true
    }
}

/// A sliding puzzle, four bits a cell in a `u64`, the blank 0.
struct Puzzle {
    name: &'static str,
    side: usize,
    goal: u64,
}

fn tile(board: u64, cell: usize) -> u64 {
    (board >> (4 * cell)) & 15
}

impl Puzzle {
    fn new(name: &'static str, side: usize) -> Self {
        // Tiles 1, 2, .. in reading order, the blank last.
        let goal = (1..(side * side) as u64).map(|t| t << (4 * t - 4)).sum();
        Puzzle { name, side, goal }
    }

    /// The cells a tile can slide from into `blank`: up, down, left, right.
    fn near(&self, blank: usize) -> impl Iterator<Item = usize> {
        let (s, row, col) = (self.side, blank / self.side, blank % self.side);
        let up = [(row > 0, blank.wrapping_sub(s)), (row + 1 < s, blank + s)];
        let left = [(col > 0, blank.wrapping_sub(1)), (col + 1 < s, blank + 1)];
        up.into_iter().chain(left).filter(|m| m.0).map(|m| m.1)
    }

    fn slides(&self, board: u64) -> impl Iterator<Item = u64> {
        let blank = (0..).find(|&c| tile(board, c) == 0).unwrap();
        self.near(blank).map(move |from| {
            let moving = tile(board, from);
            board - (moving << (4 * from)) + (moving << (4 * blank))
        })
    }

    fn show(&self, board: u64) -> String {
        let tiles = (0..self.side * self.side).map(|c| tile(board, c).to_string());
        tiles.collect::<Vec<_>>().join(" ")
    }

    /// The boards farthest from the goal, in order, by a full BFS from it.
    fn hardest(&self) -> Vec<(&Puzzle, u64, usize)> {
        let mut all = Stored(Vec::new());
        let slides = |board: &u64| self.slides(*board);
        bfs::distance_with(self.goal, |_| false, slides, MAX, &mut all);
        all.0.sort_unstable();
        let depth = all.0.last().expect("boards past the goal").0;
        let farthest = all.0.into_iter().filter(|&(d, _)| d == depth);
        farthest.map(|(_, b)| (self, b, depth)).collect()
    }

    /// The bench's 15-puzzle starts (seeded random walks from the goal).
    fn starts(&self) -> [(&Puzzle, u64, usize); 4] {
        let tiles = |text: &'static str| text.split(' ').map(|t| t.parse::<u64>().unwrap());
        let board = |text| tiles(text).enumerate().map(|(c, t)| t << (4 * c)).sum();
        [
            ("3 7 2 4 1 6 8 0 5 9 11 12 13 10 14 15", 16),
            ("3 6 7 2 1 0 8 4 5 9 11 12 13 10 14 15", 20),
            ("4 7 8 12 2 1 3 10 9 5 14 11 13 0 6 15", 30),
            ("1 7 10 4 5 2 8 15 11 9 3 14 13 0 12 6", 36),
        ]
        .map(|(text, d)| (self, board(text), d))
    }
}

/// The moves of `bfs::path` (`two` false) or `bibfs::path` from `start`.
fn search<I, F>(p: &Puzzle, start: u64, two: bool, [forward, backward]: [F; 2]) -> usize
where
    I: IntoIterator<Item = u64>,
    F: FnMut(&u64) -> I,
{
    let path = match two {
        false => bfs::path(start, |b| *b == p.goal, forward, MAX),
        true => bibfs::path(start, p.goal, forward, backward, MAX),
    };
    path.expect("every start here is solvable").len() - 1
}

/// Moves, generated, stored, peak heap and median wall time of a search.
fn measure(p: &Puzzle, start: u64, two: bool) -> [f64; 5] {
    // What a search keeps is its roots and states the closures returned.
    let generated = &Cell::new(0.0);
    let seen = [start, p.goal].map(|root| RefCell::new(FastSet::from_iter([root])));
    let recording = |side: usize| {
        let seen = &seen[side];
        move |b: &u64| {
            let after: Vec<u64> = p.slides(*b).collect();
            seen.borrow_mut().extend(after.iter().copied());
            let count = move |_: &u64| generated.set(generated.get() + 1.0);
            after.into_iter().inspect(count)
        }
    };
    let moves = search(p, start, two, [recording(0), recording(1)]);
    let stored = seen[0].borrow().len() + two as usize * seen[1].borrow().len();
    let plain = |b: &u64| p.slides(*b);
    let (found, time, heap) = timed(true, || search(p, start, two, [plain; 2]));
    assert_eq!(found, moves);
    let (moves, stored, heap) = (moves as f64, stored as f64, heap as f64);
    [moves, generated.get(), stored, heap, time]
}

fn row([a, b, c, d, e, f, g, h]: [&str; 8]) {
    let row = format!("{a:<10} {b:<44} {c:>5}  {d:<7} {e:>11} {f:>11} {g:>10} {h:>10}");
    println!("{}", row.trim_end());
}

fn cost_row(name: &str, start: &str, search: &str, [m, g, s, h, t]: [f64; 5]) {
    let (g, s) = (thousands(g as u64), thousands(s as u64));
    let h = format!("{:.1} MB", h / 1e6);
    row([name, start, &m.to_string(), search, &g, &s, &h, &ms(t)]);
}

fn one_way_against_bidirectional(eight: &Puzzle, fifteen: &Puzzle) {
    println!(
        "puzzle     start                                        moves  search    generated      \
         stored  peak heap       time"
    );
    for (p, start, d) in eight.hardest().into_iter().chain(fifteen.starts()) {
        let two = measure(p, start, true);
        let (shown, moves) = (p.show(start), d.to_string());
        assert_eq!(two[0] as usize, d);
        // The 15-puzzle's deeper starts would take more memory than the machine has.
        let one = (p.side == 3 || d <= 20).then(|| measure(p, start, false));
        match one {
            Some(one) => cost_row(p.name, &shown, "one-way", one),
            None => row([p.name, &shown, &moves, "one-way", "not run", "", "", ""]),
        }
        cost_row("", "", "bidir", two);
        if let Some(one) = one {
            assert_eq!(one[0], two[0]);
            let r: Vec<String> = (1..5).map(|i| format!("{:.1}x", one[i] / two[i])).collect();
            row(["", "", "", "ratio", &r[0], &r[1], &r[2], &r[3]]);
        }
    }
}

/// The plain `bibfs::distance` and `bibfs::path` (passing `&mut ()` to the
/// `_with` forms) timed: a row of the dense table, or alone, to compare two
/// versions of `src/bibfs.rs`.
fn hashed((p, start, d): (&Puzzle, u64, usize)) {
    let (moves, goal) = (|board: &u64| p.slides(*board), p.goal);
    let (found, t) = cpu(|| bibfs::distance(start, goal, moves, moves, MAX));
    let (path, u) = cpu(|| bibfs::path(start, goal, moves, moves, MAX));
    assert_eq!((found, path.map(|p| p.len() - 1)), (Some(d), Some(d)));
    let hashed = format!("{} hashed", p.show(start));
    println!("{hashed:<30} {:>8} {t:>10} {u:>10}", "");
}

/// The 8-puzzle by `bibfs` on packed, hashed boards; by `dense` on
/// permutation ranks (unrank, slide, rank again); and from one `table`.
/// (One function, longer than most: the three searches share the boards,
/// the moves and the table's rows, and read best side by side.)
fn dense_against_hashed(eight: &Puzzle) {
    let (n, goal, runs) = (FACTORIAL[9], eight.goal, RUNS.load(Relaxed));
    let ranked = |board: u64| rank(&[0, 1, 2, 3, 4, 5, 6, 7, 8].map(|c| tile(board, c) as u8));
    let moves = |board: &u64| eight.slides(*board);
    let next = |r: usize| {
        let mut cells = [0u8; 9];
        unrank(r, &mut cells);
        let blank = cells.iter().position(|&t| t == 0).expect("a blank");
        eight.near(blank).map(move |from| {
            let mut next = cells;
            next.swap(blank, from);
            rank(&next)
        })
    };
    let (end, ranks) = (ranked(goal), thousands(n as u64));
    println!(
        "8-puzzle, hashed against dense ({ranks} ranks), {CLOCK}, median of {runs} runs \
         (* by an observer, roots not included; bibfs stores the same, tests/observers.rs):"
    );
    let (mut trees, t) = cpu(|| dense::Trees::new(n));
    let (mut marks, u) = cpu(|| dense::Marks::new(n));
    let (distance, v) = cpu(|| table::distances(n, end, next));
    let boards = thousands(distance.iter().filter(|&&d| d != u8::MAX).count() as u64);
    println!(
        "built once: dense::Trees {t}, dense::Marks {u}, table::distances {v} ({boards} boards)\n\
         start                           stored*   distance       path table path"
    );
    for (_, start, _) in eight.hardest() {
        let (s, shown) = (ranked(start), eight.show(start));
        hashed((eight, start, 31));
        let mut stored = Stored(Vec::new());
        dense::distance_with(&mut marks, s, end, next, next, MAX, &mut stored);
        let stored = thousands(stored.0.len() as u64);
        let (d, t) = cpu(|| dense::distance(&mut marks, s, end, next, next, MAX));
        let (path, u) = cpu(|| dense::path(&mut trees, s, end, next, next, MAX));
        let (walk, v) = cpu(|| table::path(&distance, s, next));
        let lengths = (d, path.map(|p| p.len()), walk.map(|p| p.len()));
        assert_eq!(lengths, (Some(31), Some(32), Some(32)));
        let dense = format!("{shown} dense");
        println!("{dense:<30} {stored:>8} {t:>10} {u:>10} {v:>10}");
    }
    // 1,000 boards in a row, as a multi-case input asks them: each a
    // seeded random walk of 100 slides from the goal.
    let seed = &mut 1;
    let mut slide = |board| {
        let next: Vec<u64> = eight.slides(board).collect();
        next[random(seed, next.len())]
    };
    let walk = |_| (0..100).fold(goal, |board, _| slide(board));
    let boards: Vec<u64> = (0..1000).map(walk).collect();
    let ranks: Vec<usize> = boards.iter().map(|&b| ranked(b)).collect();
    let hashed = |&b: &u64| bibfs::distance(b, goal, moves, moves, MAX);
    let (total, t) = cpu(|| boards.iter().map(hashed).sum::<Option<usize>>());
    let (by_dense, u) = cpu(|| {
        let mut marks = dense::Marks::new(n);
        let mut distance = |r| dense::distance(&mut marks, r, end, next, next, MAX);
        ranks.iter().map(|&r| distance(r)).sum::<Option<usize>>()
    });
    let (by_table, v) = cpu(|| {
        let distance = table::distances(n, end, next);
        ranks.iter().map(|&r| Some(usize::from(distance[r]))).sum()
    });
    assert_eq!((by_dense, by_table), (total, total));
    println!(
        "1,000 random boards ({:.1} moves on average), every distance: bibfs {t}, \
         dense {u} (its marks built once), table {v} (built, then read)",
        total.expect("a path") as f64 / 1000.0
    );
}

/// hdu-1195's lock: four digits 1-9, a move turns one up or down (one
/// past 9 is 1) or swaps two neighbours; a code is its array for `bibfs`,
/// its base-9 number for `dense`. 10,000 random cases in a row.
fn lock_cases() {
    let turns = |code: &[u8; 4]| {
        let mut next = [*code; 11];
        for digit in 0..4 {
            next[2 * digit][digit] = code[digit] % 9 + 1;
            next[2 * digit + 1][digit] = (code[digit] + 7) % 9 + 1;
        }
        (0..3).for_each(|left| next[8 + left].swap(left, left + 1));
        next
    };
    let rank = |code: &[u8; 4]| code.iter().rev().fold(0, |r, &d| r * 9 + d as usize - 1);
    let code = |r: usize| [1, 9, 81, 729].map(|unit| (r / unit % 9) as u8 + 1);
    let next = |r: usize| turns(&code(r)).map(|next| rank(&next));
    let seed = &mut 2;
    let mut code_at_random = || [(); 4].map(|_| random(seed, 9) as u8 + 1);
    let case = |_| (code_at_random(), code_at_random());
    let cases: Vec<([u8; 4], [u8; 4])> = (0..10_000).map(case).collect();
    let hashed = |&(a, b): &([u8; 4], [u8; 4])| bibfs::distance(a, b, turns, turns, MAX);
    let (total, t) = cpu(|| cases.iter().map(hashed).sum::<Option<usize>>());
    let (by_dense, u): (Option<usize>, _) = cpu(|| {
        let mut marks = dense::Marks::new(6561);
        let mut distance = |a, b| dense::distance(&mut marks, a, b, next, next, MAX);
        cases.iter().map(|(a, b)| distance(rank(a), rank(b))).sum()
    });
    assert_eq!(by_dense, total);
    println!(
        "hdu-1195's lock, 10,000 random cases ({:.1} moves on average), {CLOCK}, median \
         of {} runs: bibfs {t}, dense {u} (its marks built once)",
        total.expect("a path") as f64 / 10_000.0,
        RUNS.load(Relaxed)
    );
}

/// `split::count_with_sum` on CSES 1628 at its largest: forty seeded
/// numbers from 1 to 10^9, the target the sum of a seeded half of them.
fn split_input() {
    let mut seed = 1_628u64;
    let mut next = move || {
        seed = seed.wrapping_mul(6_364_136_223_846_793_005);
        seed = seed.wrapping_add(1_442_695_040_888_963_407);
        seed >> 33
    };
    let numbers: Vec<i64> = (0..40).map(|_| 1 + next() as i64 % 1_000_000_000).collect();
    let target: i64 = numbers.iter().filter(|_| next() % 2 == 0).sum();
    let (count, time, heap) = timed(false, || split::count_with_sum(&numbers, target));
    let (time, heap, runs) = (ms(time), heap as f64 / 1e6, RUNS.load(Relaxed));
    println!(
        "split::count_with_sum, 40 numbers up to 10^9, target {target}: {count} subset(s); \
         {CLOCK}, median of {runs} runs: {time}; peak heap {heap:.1} MB"
    );
}

fn main() {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let (eight, fifteen) = (Puzzle::new("8-puzzle", 3), Puzzle::new("15-puzzle", 4));
    let command = arguments.first().map(String::as_str);
    let at = matches!(command, Some("bibfs" | "split")) as usize;
    let default = if command == Some("bibfs") { 9 } else { 5 };
    let runs = arguments.get(at).map_or(Ok(default), |a| a.parse());
    let runs = runs.ok().filter(|&n| n > 0).expect("a number of runs");
    RUNS.store(runs, Relaxed);
    match command {
        Some("bibfs") => {
            println!("Plain bibfs::distance and bibfs::path, {CLOCK}, median of {runs} runs:");
            let fifteen = fifteen.starts().into_iter().take(3);
            eight.hardest().into_iter().chain(fifteen).for_each(hashed);
        }
        Some("split") => split_input(),
        _ => {
            one_way_against_bidirectional(&eight, &fifteen);
            println!();
            dense_against_hashed(&eight);
            lock_cases();
            println!();
            split_input();
        }
    }
}
