//! The figures of NOTES.md, printed by ignored tests (release build):
//!
//! `cargo test --release -p hdu-1401 --test figures -- --ignored --nocapture`
//!
//! Counts come from the lab (`src/lab.rs`), which records the template's
//! searches with the contest version's moves and the limit of 8 moves, as
//! `cargo trace` shows them; times are of the search alone, in process (no
//! parsing), so they show what each speed-up of `src/main.rs` buys.
//! Whole-process times are `cargo budgets`'s.

use hdu_1401::contest::{self, Board, MOVE_LIMIT};
use hdu_1401::fast;
use hdu_1401::lab;

mod common;

use common::*;
use judging::trace::{counted, Recorder};
use std::cell::Cell;
use std::time::{Duration, Instant};

/// A board of the reference as the contest version's board.
fn board(config: &Config) -> Board {
    let mut cells = config.map(|(r, c)| (8 * (r - 1) + (c - 1)) as u8);
    cells.sort_unstable();
    cells
}

/// The bench input's cases as the contest version's boards, with the
/// expected answers.
fn bench_cases() -> Vec<(Board, Board, bool)> {
    let input = std::fs::read_to_string(bench_path()).unwrap();
    let labels = std::fs::read_to_string(bench_path().with_extension("out")).unwrap();
    parse_cases(&input)
        .iter()
        .zip(labels.lines())
        .map(|((start, target), label)| (board(start), board(target), label == "YES"))
        .collect()
}

/// Mean and greatest of some per-case counts.
#[derive(Default)]
struct Tally {
    total: u64,
    most: u64,
    count: u64,
}

impl Tally {
    fn add(&mut self, value: u64) {
        self.total += value;
        self.most = self.most.max(value);
        self.count += 1;
    }
}

impl std::fmt::Display for Tally {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let mean = self.total as f64 / self.count as f64;
        write!(f, "mean {:.0}, max {}", mean, self.most)
    }
}

/// The boards the template's one-way and bidirectional searches expand on
/// a case, as calls of the move function. A trace counts the boards
/// generated, not the boards expanded (a board has up to 16 moves), so the
/// same two searches run again, unrecorded, with a counting move function.
fn expanded(start: Board, target: Board) -> (u64, u64) {
    let calls = Cell::new(0u64);
    let moves = |board: &Board| {
        calls.set(calls.get() + 1);
        contest::moves(board)
    };
    let one = template::bfs::distance(start, |b| *b == target, moves, MOVE_LIMIT);
    let one_way = calls.replace(0);
    let two = template::bibfs::distance(start, target, moves, moves, MOVE_LIMIT);
    assert_eq!(one, two);
    (one_way, calls.get())
}

/// Stored, generated and expanded boards per case, one-way against
/// two-way, for the `YES` and the `NO` cases of the bench input.
#[test]
#[ignore]
fn searches_on_the_bench_input() {
    let cases = bench_cases();
    for answer in [true, false] {
        let mut tallies: Vec<Tally> = (0..6).map(|_| Tally::default()).collect();
        for &(start, target, _) in cases.iter().filter(|case| case.2 == answer) {
            let traced = lab::trace_case(start, target);
            let (one, two) = (&traced.one_way, &traced.two_way);
            assert_eq!(one.distance.is_some(), answer);
            assert_eq!(two.distance, one.distance);
            let (one_expanded, two_expanded) = expanded(start, target);
            for (tally, value) in tallies.iter_mut().zip([
                one.stored() as u64,
                one.generated(),
                one_expanded,
                two.stored() as u64,
                two.generated(),
                two_expanded,
            ]) {
                tally.add(value);
            }
        }
        println!(
            "{} cases {}:",
            tallies[0].count,
            if answer { "YES" } else { "NO" }
        );
        for (i, what) in ["stored", "generated", "expanded"].iter().enumerate() {
            println!(
                "  {:<9}  one-way {:<24}  two-way {}",
                what,
                tallies[i].to_string(),
                tallies[i + 3]
            );
        }
    }
}

/// The layers of the chart input's case, as `cargo trace` would list them,
/// and the boards at each distance from its start (a central board).
#[test]
#[ignore]
fn the_chart_input_layer_by_layer() {
    let root = judging::workspace::root();
    let input = std::fs::read_to_string(root.join(lab::LAB.chart_input)).unwrap();
    let traced = (lab::LAB.trace)(&input, 1).unwrap();
    println!("{} ({})", traced.title, lab::LAB.chart_input);
    for search in [&traced.one_way, &traced.two_way] {
        println!(
            "distance {:?}, stored {}, generated {}",
            search.distance,
            search.stored(),
            search.generated()
        );
        for layer in &search.layers {
            println!(
                "  {:?} depth {}: {} new{}, {} stored by this side",
                layer.side,
                layer.depth,
                layer.size,
                if layer.partial {
                    " (stopped inside)"
                } else {
                    ""
                },
                layer.stored
            );
        }
    }
    println!("meeting at {:?}; notes {:?}", traced.meeting, traced.notes);
    // The template's one-way search with no goal, recorded to depth 8.
    let start = board(&parse_cases(&input)[0].0);
    let generated = Cell::new(0);
    let mut recorder = Recorder::one_way(1, &generated);
    let moves = counted(&generated, contest::moves);
    let found = template::bfs::distance_with(start, |_| false, moves, MOVE_LIMIT, &mut recorder);
    let ball = recorder.finish("template::bfs::distance", found);
    let sizes: Vec<usize> = ball.layers.iter().map(|l| l.size).collect();
    println!(
        "boards at distance 0..=8 from the start: {:?}, {} in all",
        sizes,
        ball.stored()
    );
}

/// CPU time this thread has used so far, read from `/proc` (Linux: the
/// 14th and 15th fields of the thread's `stat`, in ticks of 10 ms); `None`
/// elsewhere. On a machine shared with other jobs, CPU time is what a
/// search costs on a free core, where wall time also counts the waiting.
fn thread_cpu() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    let fields: Vec<&str> = stat[stat.rfind(')')? + 2..].split(' ').collect();
    let user: u64 = fields.get(11)?.parse().ok()?;
    let system: u64 = fields.get(12)?.parse().ok()?;
    Some(Duration::from_millis(10 * (user + system)))
}

/// What `timed` measures: CPU time where `/proc` has it, else wall time.
fn time_kind() -> &'static str {
    if thread_cpu().is_some() {
        "CPU time of the searching thread, mean of 5 runs"
    } else {
        "wall time, median of 5 runs"
    }
}

/// Runs `search` over all cases 5 times: its time (see `time_kind`) and
/// what it returned.
fn timed<F: FnMut() -> usize>(mut search: F) -> (Duration, usize) {
    let mut walls = Vec::new();
    let mut result = 0;
    let cpu_before = thread_cpu();
    for _ in 0..5 {
        let started = Instant::now();
        result = search();
        walls.push(started.elapsed());
    }
    walls.sort();
    match (cpu_before, thread_cpu()) {
        (Some(before), Some(after)) => ((after - before) / 5, result),
        _ => (walls[2], result),
    }
}

/// Ranked boards with a `u32` stamp a side and case: speed-up 2 without
/// speed-up 3, an instrument for the ladder below (2.5 MB of marks where
/// the fast version keeps 635 KB).
struct WideMarks {
    mark: Vec<u32>,
    stamp: u32,
}

impl WideMarks {
    fn within_limit(&mut self, start: u64, target: u64) -> bool {
        if start == target {
            return true;
        }
        self.stamp += 2;
        let sides = [self.stamp - 1, self.stamp];
        let mut layers = [vec![start], vec![target]];
        self.mark[fast::rank(start)] = sides[0];
        self.mark[fast::rank(target)] = sides[1];
        let mut next_boards = Vec::new();
        for _ in 0..MOVE_LIMIT {
            let side = usize::from(layers[0].len() > layers[1].len());
            let mut next_layer = Vec::new();
            for &board in &layers[side] {
                fast::moves(board, &mut next_boards);
                for &next in &next_boards {
                    let mark = &mut self.mark[fast::rank(next)];
                    if *mark == sides[1 - side] {
                        return true;
                    }
                    if *mark != sides[side] {
                        *mark = sides[side];
                        next_layer.push(next);
                    }
                }
            }
            if next_layer.is_empty() {
                return false;
            }
            layers[side] = next_layer;
        }
        false
    }
}

/// The search alone, one speed-up at a time: the contest version's (the
/// template's hash maps, boards as sorted cells); the same search with
/// packed boards (speed-up 1); ranked boards with `u32` marks (speed-up 2);
/// the fast version (speed-up 3, byte marks).
#[test]
#[ignore]
fn speed_ups() {
    if cfg!(debug_assertions) {
        println!("a debug build: these times say little (use --release)");
    }
    let cases = bench_cases();
    let packed = |board: &Board| board.iter().fold(0u64, |b, &cell| b | 1 << cell);
    let packed_cases: Vec<(u64, u64)> = cases
        .iter()
        .map(|(s, t, _)| (packed(s), packed(t)))
        .collect();
    let expected = cases.iter().filter(|case| case.2).count();
    let contest_time = timed(|| {
        cases
            .iter()
            .filter(|&&(s, t, _)| {
                template::bibfs::distance(s, t, contest::moves, contest::moves, MOVE_LIMIT)
                    .is_some()
            })
            .count()
    });
    let packed_moves = |board: &u64| {
        let mut next = Vec::with_capacity(16);
        fast::moves(*board, &mut next);
        next
    };
    let packed_time = timed(|| {
        packed_cases
            .iter()
            .filter(|&&(s, t)| {
                template::bibfs::distance(s, t, packed_moves, packed_moves, MOVE_LIMIT).is_some()
            })
            .count()
    });
    let mut wide = WideMarks {
        mark: vec![0; 635_376],
        stamp: 0,
    };
    let wide_time = timed(|| {
        packed_cases
            .iter()
            .filter(|&&(s, t)| wide.within_limit(s, t))
            .count()
    });
    let mut search = fast::Search::default();
    let fast_time = timed(|| {
        packed_cases
            .iter()
            .filter(|&&(s, t)| search.within_limit(s, t))
            .count()
    });
    println!(
        "mixed-2000 ({} cases), the search alone, {}:",
        cases.len(),
        time_kind()
    );
    for (what, (time, yes)) in [
        ("contest: template, sorted cells", contest_time),
        ("+ speed-up 1: packed boards", packed_time),
        ("+ speed-up 2: ranked, u32 marks", wide_time),
        ("+ speed-up 3: byte marks (fast)", fast_time),
    ] {
        assert_eq!(yes, expected, "{}", what);
        println!(
            "  {:<34} {:>8.1} ms  {:>6.1} us a case",
            what,
            time.as_secs_f64() * 1e3,
            time.as_secs_f64() * 1e6 / cases.len() as f64
        );
    }
}
