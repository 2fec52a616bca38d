//! The figures of NOTES.md, printed by ignored tests (release build):
//!
//! `cargo test --release -p hdu-1195 --test figures -- --ignored --nocapture`
//!
//! Counts come from the lab (`src/lab.rs`), which records the contest
//! version's search (the template's `dense`) and the template's one-way BFS
//! with its moves, as `cargo trace` shows them; times are of the search
//! alone, in process (no parsing), so they show what each step from the
//! hashed search to the contest version and to `src/main.rs` buys.
//! Whole-process times are `cargo budgets`'s.

use hdu_1195::fast;

use hdu_1195::contest;

mod common;

use common::*;
use hdu_1195::lab;
use std::fs;
use std::time::{Duration, Instant};

const BENCH: [&str; 2] = ["random-20000", "farthest-10000"];

fn bench_cases(name: &str) -> Vec<(Code, Code)> {
    let path = room("bench").join(format!("{}.in", name));
    cases_of(&fs::read_to_string(path).unwrap())
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

/// Stored, generated and expanded codes per case, one-way against two-way.
#[test]
#[ignore]
fn searches_on_the_bench_inputs() {
    for name in BENCH {
        let mut tallies: Vec<Tally> = (0..6).map(|_| Tally::default()).collect();
        for (lock, password) in bench_cases(name) {
            let traced = lab::trace_case(lock, password);
            let (one, two) = (&traced.one_way, &traced.two_way);
            assert_eq!(one.distance, two.distance);
            // Every code has 11 moves: each expanded code generates 11.
            for (tally, value) in tallies.iter_mut().zip([
                one.stored() as u64,
                one.generated(),
                one.generated() / 11,
                two.stored() as u64,
                two.generated(),
                two.generated() / 11,
            ]) {
                tally.add(value);
            }
        }
        println!("{}:", name);
        for (i, what) in ["stored", "generated", "expanded"].iter().enumerate() {
            println!(
                "  {:<9}  one-way {:<22}  two-way {}",
                what,
                tallies[i].to_string(),
                tallies[i + 3]
            );
        }
    }
}

/// The layers of the chart input's case, as `cargo trace` would list them.
#[test]
#[ignore]
fn the_chart_input_layer_by_layer() {
    let root = judging::workspace::root();
    let input = fs::read_to_string(root.join(lab::LAB.chart_input)).unwrap();
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
    println!("meeting at {:?}", traced.meeting);
}

/// How the distances between all 43 million pairs spread.
#[test]
#[ignore]
fn distances_between_all_pairs() {
    let codes = all_codes();
    let mut histogram = [0u64; FARTHEST as usize + 1];
    let mut examples = Vec::new();
    for &lock in &codes {
        let distance = Distances::from(lock);
        for &c in &codes {
            histogram[usize::from(distance.to(c))] += 1;
            if distance.to(c) == FARTHEST && examples.len() < 8 {
                examples.push(format!("{} {}", text(lock), text(c)));
            }
        }
    }
    let pairs: u64 = histogram.iter().sum();
    let total: u64 = histogram
        .iter()
        .enumerate()
        .map(|(d, &n)| d as u64 * n)
        .sum();
    println!(
        "{} pairs, mean distance {:.2}",
        pairs,
        total as f64 / pairs as f64
    );
    for (d, &n) in histogram.iter().enumerate() {
        println!(
            "  {:>2}: {:>10} pairs, {:.3} %",
            d,
            n,
            100.0 * n as f64 / pairs as f64
        );
    }
    println!("farthest, e.g. {:?}", examples);
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
fn timed<F: FnMut() -> u64>(mut search: F) -> (Duration, u64) {
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

/// The search alone, one step at a time: the template's hashed `bibfs`,
/// codes as digits (the first contest version); the same with tabled
/// neighbours (speed-up 1); the contest version, the template's `dense`
/// (tabled neighbours and stamped marks, one `Lock` for all cases); the
/// fast version, its own dense search on the same table.
#[test]
#[ignore]
fn speed_ups() {
    if cfg!(debug_assertions) {
        println!("a debug build: these times say little (use --release)");
    }
    let number = |code: Code| code.iter().fold(0u16, |n, &d| n * 9 + u16::from(d - 1));
    let digits = |n: usize| [n / 729 % 9, n / 81 % 9, n / 9 % 9, n % 9].map(|d| d as u8 + 1);
    let table: Vec<[u16; 11]> = (0..6561)
        .map(|n| contest::neighbours(&digits(n)).map(number))
        .collect();
    assert!((0..6561).all(|n| number(digits(n)) as usize == n));
    for name in BENCH {
        let cases = bench_cases(name);
        let numbered: Vec<(u16, u16)> =
            cases.iter().map(|&(l, p)| (number(l), number(p))).collect();
        let distance = |l, p, moves: &dyn Fn(&Code) -> [Code; 11]| {
            template::bibfs::distance(l, p, moves, moves, usize::MAX).unwrap() as u64
        };
        let hashed_time = timed(|| {
            cases
                .iter()
                .map(|&(l, p)| distance(l, p, &contest::neighbours))
                .sum()
        });
        let tabled = |code: &u16| table[usize::from(*code)];
        let tabled_time = timed(|| {
            numbered
                .iter()
                .map(|&(l, p)| {
                    template::bibfs::distance(l, p, tabled, tabled, usize::MAX).unwrap() as u64
                })
                .sum()
        });
        let mut lock = contest::Lock::new();
        let dense_time = timed(|| cases.iter().map(|&(l, p)| lock.steps(l, p) as u64).sum());
        let mut search = fast::LockSearch::new();
        let fast_time = timed(|| {
            numbered
                .iter()
                .map(|&(l, p)| search.steps(l, p) as u64)
                .sum()
        });
        assert_eq!(hashed_time.1, tabled_time.1);
        assert_eq!(hashed_time.1, dense_time.1);
        assert_eq!(hashed_time.1, fast_time.1);
        let per_case = |t: Duration| t.as_secs_f64() * 1e6 / cases.len() as f64;
        println!(
            "{} ({} cases), the search alone, {}:",
            name,
            cases.len(),
            time_kind()
        );
        for (what, (time, _)) in [
            ("template bibfs, codes as digits", hashed_time),
            ("+ speed-up 1: tabled neighbours", tabled_time),
            ("+ speed-up 2: dense, stamped (contest)", dense_time),
            ("the fast version's own dense search", fast_time),
        ] {
            println!(
                "  {:<40} {:>8.1} ms  {:>6.2} us a case",
                what,
                time.as_secs_f64() * 1e3,
                per_case(time)
            );
        }
    }
}
