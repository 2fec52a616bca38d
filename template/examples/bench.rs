//! One-way against bidirectional BFS, measured on sliding puzzles.
//!
//! ```text
//! cargo run --release -p template --example bench            # 5 timed runs each
//! cargo run --release -p template --example bench -- 9       # 9 timed runs each
//! cargo run --release -p template --example bench -- find    # re-derive the starts
//! cargo run --release -p template --example bench -- bibfs 15  # only the plain bibfs timings
//! cargo run --release -p template --example bench -- repeat distance 100  # untimed, to count
//! cargo run --release -p template --example bench -- split 9  # only the split input
//! ```
//!
//! For each start it runs `bfs::path` (one-way, goal test `== goal`) and
//! `bibfs::path` (the same moves passed as successors and predecessors) and
//! prints:
//! - `generated`: states returned by the move function, duplicates
//!   included: the work, counted inside the closure passed to the search;
//! - `stored`: distinct states the search kept, counted in a separate,
//!   untimed run that records what the closures return;
//! - `peak heap`: the most heap memory the search held at once, above what
//!   was live before it started, from a counting global allocator;
//! - `time`: median wall time of the timed runs (no counting of `stored`
//!   in them; only a counter increment per generated state).
//!
//! The 8-puzzle starts are the two boards 31 moves from the goal, the
//! hardest there are, found here by a full BFS from the goal. The
//! 15-puzzle, with about 10^13 boards, is the large implicit graph: its
//! starts come from seeded random walks from the goal (`find` re-derives
//! them), and the bench checks their distances.
//!
//! Two more sections follow the table, timed in processor time (the
//! thread's, on Linux; wall time elsewhere), median of the runs:
//!
//! - **The observer costs nothing**: the plain `bibfs::distance` and
//!   `bibfs::path`, which pass `&mut ()` to the `_with` forms. `bibfs`
//!   alone prints only these, for comparing two versions of
//!   `template/src/bibfs.rs` under the same bench (the one before the
//!   observer, `git show 2715640:template/src/bibfs.rs`, still compiles
//!   in this crate).
//! - **Dense against hashed** on the 8-puzzle: `bibfs` on boards packed in
//!   a `u64` and hashed, `dense` on permutation ranks (`perm::rank`) with
//!   marks built once, and `table`, one BFS from the goal, for the two
//!   hardest boards and for 1,000 random boards in a row (a multi-case
//!   input); and 10,000 cases of hdu-1195's lock, whose rank is a base-9
//!   number, `bibfs` against `dense`.
//! - **Meet in the middle on a split input**: `split::count_with_sum` on
//!   CSES 1628's largest input, 40 numbers up to 10^9 (seeded), with its
//!   peak heap.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::{Cell, RefCell};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use template::hash::FastSet;
use template::observe::{Observer, Side};
use template::perm::{rank, FACTORIAL};
use template::{bfs, bibfs, dense, split, table};

// ---------------------------------------------------------------------------
// Heap accounting

/// The system allocator, counting the bytes live and their peak.
struct CountingAllocator;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn grew(bytes: usize) {
    let live = LIVE.fetch_add(bytes, Ordering::Relaxed) + bytes;
    PEAK.fetch_max(live, Ordering::Relaxed);
}

unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let block = System.alloc(layout);
        if !block.is_null() {
            grew(layout.size());
        }
        block
    }

    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        System.dealloc(block, layout);
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, block: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let moved = System.realloc(block, layout, new_size);
        if !moved.is_null() {
            if new_size >= layout.size() {
                grew(new_size - layout.size());
            } else {
                LIVE.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
            }
        }
        moved
    }
}

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

/// Runs `f` and returns its result with the peak heap it added.
fn with_peak_heap<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let before = LIVE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let result = f();
    (result, PEAK.load(Ordering::Relaxed) - before)
}

// ---------------------------------------------------------------------------
// Sliding puzzles, packed four bits a cell into a u64 (blank = 0)

struct Puzzle {
    name: &'static str,
    cells: usize,
    /// `neighbours[c]`: the cells a tile in `c` can slide from into `c`.
    neighbours: Vec<Vec<usize>>,
    goal: u64,
}

fn tile(board: u64, cell: usize) -> u64 {
    (board >> (4 * cell)) & 15
}

impl Puzzle {
    fn new(name: &'static str, side: usize) -> Self {
        let cells = side * side;
        let neighbours = (0..cells)
            .map(|c| {
                let (row, col) = (c / side, c % side);
                let mut next = Vec::new();
                if row > 0 {
                    next.push(c - side);
                }
                if row + 1 < side {
                    next.push(c + side);
                }
                if col > 0 {
                    next.push(c - 1);
                }
                if col + 1 < side {
                    next.push(c + 1);
                }
                next
            })
            .collect();
        // Tiles 1, 2, .. in reading order, the blank last.
        let goal = (0..cells - 1).map(|c| (c as u64 + 1) << (4 * c)).sum();
        Puzzle {
            name,
            cells,
            neighbours,
            goal,
        }
    }

    /// The boards one slide away: a tile next to the blank moves into it.
    fn slides(&self, board: u64) -> impl Iterator<Item = u64> + '_ {
        let blank = (0..self.cells).find(|&c| tile(board, c) == 0).unwrap();
        self.neighbours[blank].iter().map(move |&from| {
            let moving = tile(board, from);
            board - (moving << (4 * from)) + (moving << (4 * blank))
        })
    }

    fn parse(&self, text: &str) -> u64 {
        let values: Vec<u64> = text.split(' ').map(|v| v.parse().unwrap()).collect();
        assert_eq!(values.len(), self.cells);
        values.iter().enumerate().map(|(c, &v)| v << (4 * c)).sum()
    }

    fn show(&self, board: u64) -> String {
        let values: Vec<String> = (0..self.cells)
            .map(|c| tile(board, c).to_string())
            .collect();
        values.join(" ")
    }

    /// Every board reachable from the goal, layer by layer (plain BFS).
    fn layers_from_goal(&self) -> Vec<Vec<u64>> {
        let mut seen: FastSet<u64> = FastSet::default();
        seen.insert(self.goal);
        let mut layers = vec![vec![self.goal]];
        loop {
            let mut next = Vec::new();
            for &board in layers.last().unwrap() {
                for after in self.slides(board) {
                    if seen.insert(after) {
                        next.push(after);
                    }
                }
            }
            if next.is_empty() {
                return layers;
            }
            layers.push(next);
        }
    }
}

// ---------------------------------------------------------------------------
// Measuring a search

#[derive(Clone, Copy, PartialEq, Eq)]
enum Search {
    OneWay,
    Bidirectional,
}

struct Cost {
    moves: usize,
    generated: u64,
    stored: usize,
    peak_heap: usize,
    median_time: Duration,
}

/// Runs `search` from `start` to the goal: `runs` timed runs, then one
/// untimed run that records the distinct states the closures return.
fn measure(puzzle: &Puzzle, start: u64, search: Search, runs: usize) -> Cost {
    let goal = puzzle.goal;
    let mut times = Vec::new();
    let mut figures = None;
    for _ in 0..runs {
        let generated = Cell::new(0u64);
        let counter = &generated;
        let moves = move |board: &u64| {
            puzzle
                .slides(*board)
                .inspect(move |_| counter.set(counter.get() + 1))
        };
        let clock = Instant::now();
        let (path, peak_heap) = with_peak_heap(|| match search {
            Search::OneWay => bfs::path(start, |b| *b == goal, moves, usize::MAX),
            Search::Bidirectional => bibfs::path(start, goal, moves, moves, usize::MAX),
        });
        times.push(clock.elapsed());
        let path = path.expect("every start here is solvable");
        check_path(puzzle, start, &path);
        figures = Some((path.len() - 1, generated.get(), peak_heap));
    }
    let (moves, generated, peak_heap) = figures.expect("at least one run");
    times.sort_unstable();

    // Every state a search keeps is its root or a state a closure returned;
    // so the sets below, seeded with the roots, end up holding exactly the
    // states it kept.
    let forward = RefCell::new(FastSet::from_iter([start]));
    let backward = RefCell::new(FastSet::from_iter([goal]));
    match search {
        Search::OneWay => {
            bfs::path(
                start,
                |b| *b == goal,
                recording(puzzle, &forward),
                usize::MAX,
            );
        }
        Search::Bidirectional => {
            let (ahead, behind) = (recording(puzzle, &forward), recording(puzzle, &backward));
            bibfs::path(start, goal, ahead, behind, usize::MAX);
        }
    }
    let stored = forward.borrow().len()
        + match search {
            Search::OneWay => 0,
            Search::Bidirectional => backward.borrow().len(),
        };

    Cost {
        moves,
        generated,
        stored,
        peak_heap,
        median_time: times[times.len() / 2],
    }
}

/// The puzzle's moves, recording every board they return in `seen`.
fn recording<'a>(
    puzzle: &'a Puzzle,
    seen: &'a RefCell<FastSet<u64>>,
) -> impl FnMut(&u64) -> Vec<u64> + 'a {
    move |board: &u64| {
        let after: Vec<u64> = puzzle.slides(*board).collect();
        seen.borrow_mut().extend(after.iter().copied());
        after
    }
}

fn check_path(puzzle: &Puzzle, start: u64, path: &[u64]) {
    assert_eq!(path.first(), Some(&start));
    assert_eq!(path.last(), Some(&puzzle.goal));
    for step in path.windows(2) {
        assert!(
            puzzle.slides(step[0]).any(|b| b == step[1]),
            "not one slide"
        );
    }
}

// ---------------------------------------------------------------------------
// Report

fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

fn megabytes(bytes: usize) -> String {
    format!("{:.1} MB", bytes as f64 / 1e6)
}

fn milliseconds(time: Duration) -> String {
    let ms = time.as_secs_f64() * 1e3;
    if ms < 1.0 {
        format!("{:.3} ms", ms)
    } else {
        format!("{:.1} ms", ms)
    }
}

fn print_header() {
    println!(
        "{:<10} {:<44} {:>5}  {:<7} {:>11} {:>11} {:>10} {:>10}",
        "puzzle", "start", "moves", "search", "generated", "stored", "peak heap", "time"
    );
}

fn print_row(puzzle: &Puzzle, start: u64, cost: &Cost, search: Search) {
    let (name, shown) = match search {
        Search::OneWay => (puzzle.name.to_string(), puzzle.show(start)),
        Search::Bidirectional => (String::new(), String::new()),
    };
    println!(
        "{:<10} {:<44} {:>5}  {:<7} {:>11} {:>11} {:>10} {:>10}",
        name,
        shown,
        cost.moves,
        match search {
            Search::OneWay => "one-way",
            Search::Bidirectional => "bidir",
        },
        thousands(cost.generated),
        thousands(cost.stored as u64),
        megabytes(cost.peak_heap),
        milliseconds(cost.median_time)
    );
}

fn print_ratio(one_way: &Cost, bidirectional: &Cost) {
    println!(
        "{:<10} {:<44} {:>5}  {:<7} {:>11} {:>11} {:>10} {:>10}",
        "",
        "",
        "",
        "ratio",
        format!(
            "{:.1}x",
            one_way.generated as f64 / bidirectional.generated as f64
        ),
        format!(
            "{:.1}x",
            one_way.stored as f64 / bidirectional.stored as f64
        ),
        format!(
            "{:.1}x",
            one_way.peak_heap as f64 / bidirectional.peak_heap as f64
        ),
        format!(
            "{:.1}x",
            one_way.median_time.as_secs_f64() / bidirectional.median_time.as_secs_f64()
        )
    );
}

// ---------------------------------------------------------------------------
// The 15-puzzle starts

/// SplitMix64, seeded, for the random walks.
struct Rng(u64);

impl Rng {
    fn below(&mut self, bound: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        ((z ^ (z >> 31)) % bound as u64) as usize
    }
}

/// The 15-puzzle starts of the bench, with their distances to the goal.
/// Found by `find` (seeds 3, 3, 4 and 5).
const FIFTEEN_STARTS: [(&str, usize); 4] = [
    ("3 7 2 4 1 6 8 0 5 9 11 12 13 10 14 15", 16),
    ("3 6 7 2 1 0 8 4 5 9 11 12 13 10 14 15", 20),
    ("4 7 8 12 2 1 3 10 9 5 14 11 13 0 6 15", 30),
    ("1 7 10 4 5 2 8 15 11 9 3 14 13 0 12 6", 36),
];

/// The one-way search runs only where it fits comfortably in memory.
const FIFTEEN_ONE_WAY_UP_TO: usize = 20;

/// For each distance of `FIFTEEN_STARTS`, the first seeded random walk from
/// the goal (no slide undone at once) that ends that far from the goal.
fn find_fifteen_starts(fifteen: &Puzzle) {
    let moves = |board: &u64| fifteen.slides(*board).collect::<Vec<_>>();
    for &(_, target) in &FIFTEEN_STARTS {
        for seed in 0.. {
            let mut rng = Rng(seed);
            let (mut board, mut previous) = (fifteen.goal, fifteen.goal);
            for _ in 0..target + 10 {
                let options: Vec<u64> = fifteen.slides(board).filter(|&b| b != previous).collect();
                previous = board;
                board = options[rng.below(options.len())];
            }
            let d = bibfs::distance(board, fifteen.goal, moves, moves, target);
            if d == Some(target) {
                println!(
                    "(\"{}\", {}),  // seed {}",
                    fifteen.show(board),
                    target,
                    seed
                );
                break;
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Processor time

/// The processor time this thread has used: what a search costs, whatever
/// else the machine runs (a shared machine's wall times wander).
#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
fn processor_time() -> Duration {
    /// `struct timespec` on 64-bit Linux: `time_t` and `long`.
    #[repr(C)]
    struct Timespec {
        seconds: i64,
        nanoseconds: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut time = Timespec {
        seconds: 0,
        nanoseconds: 0,
    };
    // SAFETY: `clock_gettime` writes one `struct timespec` where it is told.
    let status = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut time) };
    assert_eq!(status, 0, "clock_gettime failed");
    Duration::new(time.seconds as u64, time.nanoseconds as u32)
}

#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
const CLOCK: &str = "processor time";

/// Elsewhere, the wall clock.
#[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
fn processor_time() -> Duration {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("a clock after 1970")
}

#[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
const CLOCK: &str = "wall time";

/// Runs `f` `runs` times: its last result and the median time of a run.
fn timed<T>(runs: usize, mut f: impl FnMut() -> T) -> (T, Duration) {
    let mut times = Vec::new();
    let mut result = None;
    for _ in 0..runs {
        let before = processor_time();
        result = Some(f());
        times.push(processor_time() - before);
    }
    times.sort_unstable();
    (result.expect("at least one run"), times[times.len() / 2])
}

/// Counts the states a search stores, through its observer (`dense`'s:
/// this bench also compiles against the `bibfs` that had no observer).
#[derive(Default)]
struct Stored(usize);

impl<S> Observer<S> for Stored {
    fn stored(&mut self, _side: Side, _depth: usize, _state: &S) -> bool {
        self.0 += 1;
        true
    }
}

// ---------------------------------------------------------------------------
// The observer costs nothing

/// The plain `bibfs::distance` and `bibfs::path` (no observer, or `&mut ()`
/// since the observer came) on the 8-puzzle's two hardest boards and three
/// 15-puzzle starts.
fn time_plain_bibfs(eight: &Puzzle, fifteen: &Puzzle, runs: usize) {
    println!(
        "Plain bibfs::distance and bibfs::path, {}, median of {} runs:",
        CLOCK, runs
    );
    println!(
        "{:<10} {:<44} {:>5} {:>10} {:>10}",
        "puzzle", "start", "moves", "distance", "path"
    );
    let mut hardest = eight.layers_from_goal().pop().expect("the last layer");
    hardest.sort_unstable();
    let mut starts: Vec<(&Puzzle, u64, usize)> = hardest.iter().map(|&b| (eight, b, 31)).collect();
    for &(text, distance) in &FIFTEEN_STARTS[..3] {
        starts.push((fifteen, fifteen.parse(text), distance));
    }
    for (puzzle, start, distance) in starts {
        let goal = puzzle.goal;
        let moves = |board: &u64| puzzle.slides(*board);
        let (found, distance_time) = timed(runs, || {
            bibfs::distance(start, goal, moves, moves, usize::MAX)
        });
        assert_eq!(found, Some(distance));
        let (path, path_time) = timed(runs, || bibfs::path(start, goal, moves, moves, usize::MAX));
        assert_eq!(path.map(|p| p.len() - 1), Some(distance));
        println!(
            "{:<10} {:<44} {:>5} {:>10} {:>10}",
            puzzle.name,
            puzzle.show(start),
            distance,
            milliseconds(distance_time),
            milliseconds(path_time)
        );
    }
}

/// `bibfs::distance` or `bibfs::path` (`search`), `times` times on each of
/// the 8-puzzle board 31 moves away and the 15-puzzle starts 16 and 20
/// moves away, untimed: for counting instructions, which unlike times do
/// not wander (run it twice under `valgrind --tool=cachegrind` with two
/// counts; the difference over the difference of counts is one round).
fn repeat_plain_bibfs(eight: &Puzzle, fifteen: &Puzzle, search: Option<&str>, times: usize) {
    let starts = [
        (eight, eight.parse("8 6 7 2 5 4 3 0 1"), 31),
        (fifteen, fifteen.parse(FIFTEEN_STARTS[0].0), 16),
        (fifteen, fifteen.parse(FIFTEEN_STARTS[1].0), 20),
    ];
    let mut moves_found = 0;
    for _ in 0..times {
        for &(puzzle, start, distance) in &starts {
            let moves = |board: &u64| puzzle.slides(*board);
            let found = match search {
                Some("distance") => bibfs::distance(start, puzzle.goal, moves, moves, usize::MAX),
                Some("path") => bibfs::path(start, puzzle.goal, moves, moves, usize::MAX)
                    .map(|path| path.len() - 1),
                _ => panic!("repeat distance N, or repeat path N"),
            };
            assert_eq!(found, Some(distance));
            moves_found += distance;
        }
    }
    println!("{} searches, {} moves", 3 * times, moves_found);
}

// ---------------------------------------------------------------------------
// Dense against hashed

/// The permutation rank of a packed board (cell order, blank = 0).
fn board_rank(board: u64) -> usize {
    let mut cells = [0u8; 9];
    for (cell, value) in cells.iter_mut().enumerate() {
        *value = tile(board, cell) as u8;
    }
    rank(&cells)
}

/// The 8-puzzle searched by `bibfs` on packed, hashed boards; by `dense`
/// on permutation ranks, whose moves unrank, slide and rank again; and
/// answered from one `table`. First the two hardest boards, then 1,000
/// random boards in a row, as a multi-case input would ask them.
fn dense_against_hashed(eight: &Puzzle, runs: usize) {
    let n = FACTORIAL[9];
    let goal = eight.goal;
    let goal_rank = board_rank(goal);
    let moves = |board: &u64| eight.slides(*board);
    let rank_moves = |r: usize| {
        let mut cells = [0u8; 9];
        template::perm::unrank(r, &mut cells);
        let blank = cells.iter().position(|&t| t == 0).expect("a blank");
        eight.neighbours[blank].iter().map(move |&from| {
            let mut next = cells;
            next.swap(blank, from);
            rank(&next)
        })
    };
    println!(
        "8-puzzle, hashed against dense ({} ranks), {}, median of {} runs \
         (* by an observer, roots not included; bibfs stores the same, tests/observers.rs):",
        thousands(n as u64),
        CLOCK,
        runs
    );
    let (mut trees, trees_time) = timed(runs, || dense::Trees::new(n));
    let (mut marks, marks_time) = timed(runs, || dense::Marks::new(n));
    let (distance, table_time) = timed(runs, || table::distances(n, goal_rank, rank_moves));
    println!(
        "built once: dense::Trees {}, dense::Marks {}, table::distances {} ({} boards)",
        milliseconds(trees_time),
        milliseconds(marks_time),
        milliseconds(table_time),
        thousands(distance.iter().filter(|&&d| d != u8::MAX).count() as u64)
    );
    println!(
        "{:<30} {:>8} {:>10} {:>10} {:>10}",
        "start", "stored*", "distance", "path", "table path"
    );
    let mut hardest = eight.layers_from_goal().pop().expect("the last layer");
    hardest.sort_unstable();
    for &start in &hardest {
        let start_rank = board_rank(start);
        let (found, hashed_distance) = timed(runs, || {
            bibfs::distance(start, goal, moves, moves, usize::MAX)
        });
        assert_eq!(found, Some(31));
        let (path, hashed_path) =
            timed(runs, || bibfs::path(start, goal, moves, moves, usize::MAX));
        assert_eq!(path.map(|p| p.len()), Some(32));
        println!(
            "{:<30} {:>8} {:>10} {:>10}",
            format!("{} hashed", eight.show(start)),
            "",
            milliseconds(hashed_distance),
            milliseconds(hashed_path)
        );

        let mut stored_dense = Stored::default();
        let rank_goal = goal_rank;
        dense::distance_with(
            &mut marks,
            start_rank,
            rank_goal,
            rank_moves,
            rank_moves,
            usize::MAX,
            &mut stored_dense,
        );
        let (found, dense_distance) = timed(runs, || {
            dense::distance(
                &mut marks,
                start_rank,
                rank_goal,
                rank_moves,
                rank_moves,
                usize::MAX,
            )
        });
        assert_eq!(found, Some(31));
        let (path, dense_path) = timed(runs, || {
            dense::path(
                &mut trees,
                start_rank,
                rank_goal,
                rank_moves,
                rank_moves,
                usize::MAX,
            )
        });
        assert_eq!(path.map(|p| p.len()), Some(32));
        let (path, walk) = timed(runs, || table::path(&distance, start_rank, rank_moves));
        assert_eq!(path.map(|p| p.len()), Some(32));
        println!(
            "{:<30} {:>8} {:>10} {:>10} {:>10}",
            format!("{} dense", eight.show(start)),
            thousands(stored_dense.0 as u64),
            milliseconds(dense_distance),
            milliseconds(dense_path),
            milliseconds(walk)
        );
    }

    // 1,000 boards, each a seeded random walk of 100 slides from the goal.
    let mut rng = Rng(1);
    let boards: Vec<u64> = (0..1000)
        .map(|_| {
            let mut board = goal;
            for _ in 0..100 {
                let next: Vec<u64> = eight.slides(board).collect();
                board = next[rng.below(next.len())];
            }
            board
        })
        .collect();
    let ranks: Vec<usize> = boards.iter().map(|&b| board_rank(b)).collect();
    let (by_hash, hashed) = timed(runs, || {
        boards
            .iter()
            .map(|&b| bibfs::distance(b, goal, moves, moves, usize::MAX).expect("solvable"))
            .sum::<usize>()
    });
    let (by_dense, dense_time) = timed(runs, || {
        let mut marks = dense::Marks::new(n);
        ranks
            .iter()
            .map(|&r| {
                dense::distance(&mut marks, r, goal_rank, rank_moves, rank_moves, usize::MAX)
                    .expect("solvable")
            })
            .sum::<usize>()
    });
    let (by_table, table_total) = timed(runs, || {
        let distance = table::distances(n, goal_rank, rank_moves);
        ranks
            .iter()
            .map(|&r| usize::from(distance[r]))
            .sum::<usize>()
    });
    assert_eq!((by_dense, by_table), (by_hash, by_hash));
    println!(
        "1,000 random boards ({:.1} moves on average), every distance: bibfs {}, \
         dense {} (its marks built once), table {} (built, then read)",
        by_hash as f64 / 1000.0,
        milliseconds(hashed),
        milliseconds(dense_time),
        milliseconds(table_total)
    );
}

/// hdu-1195's lock: four digits 1-9, a move turns one digit up or down
/// (9 + 1 = 1) or swaps two neighbouring digits. A code is its own array
/// for `bibfs`, and its base-9 number, `0..6561`, for `dense`.
fn lock_moves(code: &[u8; 4]) -> [[u8; 4]; 11] {
    let mut next = [*code; 11];
    for digit in 0..4 {
        next[2 * digit][digit] = code[digit] % 9 + 1;
        next[2 * digit + 1][digit] = (code[digit] + 7) % 9 + 1;
    }
    for left in 0..3 {
        next[8 + left].swap(left, left + 1);
    }
    next
}

fn lock_rank(code: &[u8; 4]) -> usize {
    code.iter()
        .rev()
        .fold(0, |rank, &digit| rank * 9 + usize::from(digit - 1))
}

fn lock_code(mut rank: usize) -> [u8; 4] {
    let mut code = [0; 4];
    for digit in code.iter_mut() {
        *digit = (rank % 9) as u8 + 1;
        rank /= 9;
    }
    code
}

/// 10,000 random lock cases in a row, as hdu-1195's multi-case input asks
/// them: `bibfs` hashing codes, against `dense` on one set of marks.
fn lock_cases(runs: usize) {
    let mut rng = Rng(2);
    let mut digit = || rng.below(9) as u8 + 1;
    let cases: Vec<([u8; 4], [u8; 4])> = (0..10_000)
        .map(|_| {
            (
                [digit(), digit(), digit(), digit()],
                [digit(), digit(), digit(), digit()],
            )
        })
        .collect();
    let rank_moves = |rank: usize| {
        let mut next = [0; 11];
        for (slot, code) in next.iter_mut().zip(lock_moves(&lock_code(rank)).iter()) {
            *slot = lock_rank(code);
        }
        next
    };
    let (by_hash, hashed) = timed(runs, || {
        cases
            .iter()
            .map(|&(from, to)| bibfs::distance(from, to, lock_moves, lock_moves, usize::MAX))
            .map(|d| d.expect("every code reaches every code"))
            .sum::<usize>()
    });
    let (by_dense, dense_time) = timed(runs, || {
        let mut marks = dense::Marks::new(6561);
        cases
            .iter()
            .map(|(from, to)| {
                let (from, to) = (lock_rank(from), lock_rank(to));
                dense::distance(&mut marks, from, to, rank_moves, rank_moves, usize::MAX)
            })
            .map(|d| d.expect("every code reaches every code"))
            .sum::<usize>()
    });
    assert_eq!(by_dense, by_hash);
    println!(
        "hdu-1195's lock, 10,000 random cases ({:.1} moves on average), {}, median of {} runs: \
         bibfs {}, dense {} (its marks built once)",
        by_hash as f64 / 10_000.0,
        CLOCK,
        runs,
        milliseconds(hashed),
        milliseconds(dense_time)
    );
}

// ---------------------------------------------------------------------------

fn main() {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let eight = Puzzle::new("8-puzzle", 3);
    let fifteen = Puzzle::new("15-puzzle", 4);
    let runs_from = |at: usize, default: usize| -> usize {
        let runs = arguments
            .get(at)
            .map_or(default, |a| a.parse().expect("the number of timed runs"));
        assert!(runs >= 1);
        runs
    };
    match arguments.first().map(String::as_str) {
        Some("find") => {
            find_fifteen_starts(&fifteen);
            return;
        }
        Some("repeat") => {
            let search = arguments.get(1).map(String::as_str);
            repeat_plain_bibfs(&eight, &fifteen, search, runs_from(2, 100));
            return;
        }
        Some("bibfs") => {
            time_plain_bibfs(&eight, &fifteen, runs_from(1, 9));
            return;
        }
        Some("split") => {
            split_input(runs_from(1, 5));
            return;
        }
        _ => {}
    }
    let runs = runs_from(0, 5);

    let layers = eight.layers_from_goal();
    let boards: usize = layers.iter().map(Vec::len).sum();
    let hardest = layers.last().unwrap();
    assert_eq!((boards, layers.len() - 1, hardest.len()), (181_440, 31, 2));
    println!(
        "8-puzzle: {} boards reachable from the goal {}, {} of them {} moves away.",
        thousands(boards as u64),
        eight.show(eight.goal),
        hardest.len(),
        layers.len() - 1
    );
    println!(
        "Figures: release build; time is the median of {} runs; \"generated\" counts every \
         state the move function returned, \"stored\" the distinct states kept.",
        runs
    );
    println!();
    print_header();

    let mut hardest = hardest.clone();
    hardest.sort_unstable();
    for &start in &hardest {
        let one_way = measure(&eight, start, Search::OneWay, runs);
        let bidirectional = measure(&eight, start, Search::Bidirectional, runs);
        assert_eq!((one_way.moves, bidirectional.moves), (31, 31));
        print_row(&eight, start, &one_way, Search::OneWay);
        print_row(&eight, start, &bidirectional, Search::Bidirectional);
        print_ratio(&one_way, &bidirectional);
    }

    for &(text, distance) in &FIFTEEN_STARTS {
        let start = fifteen.parse(text);
        let bidirectional = measure(&fifteen, start, Search::Bidirectional, runs);
        assert_eq!(bidirectional.moves, distance);
        if distance <= FIFTEEN_ONE_WAY_UP_TO {
            let one_way = measure(&fifteen, start, Search::OneWay, runs);
            assert_eq!(one_way.moves, distance);
            print_row(&fifteen, start, &one_way, Search::OneWay);
            print_row(&fifteen, start, &bidirectional, Search::Bidirectional);
            print_ratio(&one_way, &bidirectional);
        } else {
            println!(
                "{:<10} {:<44} {:>5}  {:<7} {:>11}",
                fifteen.name,
                fifteen.show(start),
                distance,
                "one-way",
                "not run"
            );
            print_row(&fifteen, start, &bidirectional, Search::Bidirectional);
        }
    }

    println!();
    time_plain_bibfs(&eight, &fifteen, runs);
    println!();
    dense_against_hashed(&eight, runs);
    lock_cases(runs);
    println!();
    split_input(runs);
}

// ---------------------------------------------------------------------------
// Meet in the middle on a split input

/// `split::count_with_sum` on forty numbers from 1 to 10^9 (a seeded
/// generator), the target the sum of a seeded half of them: CSES 1628 at
/// its largest. Prints the count, the median time and the peak heap.
fn split_input(runs: usize) {
    let mut seed = 1_628u64;
    let mut next = move || {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        seed >> 33
    };
    let numbers: Vec<i64> = (0..40)
        .map(|_| 1 + (next() % 1_000_000_000) as i64)
        .collect();
    let target: i64 = numbers.iter().filter(|_| next() % 2 == 0).sum();
    let (count, time) = timed(runs, || split::count_with_sum(&numbers, target));
    let (_, heap) = with_peak_heap(|| split::count_with_sum(&numbers, target));
    println!(
        "split::count_with_sum, 40 numbers up to 10^9, target {}: {} subset(s); {}, median of \
         {} runs: {}; peak heap {}",
        target,
        count,
        CLOCK,
        runs,
        milliseconds(time),
        megabytes(heap)
    );
}
