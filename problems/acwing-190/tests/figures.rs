//! The figures of NOTES.md that `cargo budgets` and `cargo trace` do not
//! give: what each speed-up of the fast version buys (strings generated and
//! stored, time and peak heap, with each turned off in turn), how fast a
//! one-way search grows, what the template's search (the contest version)
//! generates and stores on each benchmark input and past its budget, and
//! the hunt that chose the adversarial inputs. Not checks, so ignored; run
//! them optimised (about four minutes here):
//!
//!     cargo test --release -p acwing-190 --test figures -- --ignored --nocapture
//!
//! The fast version's generated and stored strings are recorded through its
//! observer (`common::recorded::fast_search`), in a run of their own; its
//! times and peak heap are those of the same search unwatched, as `solve`
//! runs it.
//!
//! The tests take turns (`alone`): the heap count below is the whole
//! process's, and a test running beside another would count both, and
//! slow both.

use acwing_190::{fast, lab};
use judging::text::thousands;

mod common;

use fast::SpeedUps;
use std::alloc::{GlobalAlloc, Layout, System};
use std::collections::HashSet;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// The system allocator, keeping count of the bytes live and their peak.
struct CountingAllocator;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn grew(bytes: usize) {
    let live = LIVE.fetch_add(bytes, Ordering::Relaxed) + bytes;
    PEAK.fetch_max(live, Ordering::Relaxed);
}

// Counting only: every call goes to the system allocator unchanged.
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

static ONE_TEST_AT_A_TIME: Mutex<()> = Mutex::new(());

/// Held for the whole of a test, so that no other test allocates or runs
/// meanwhile. A test that failed while holding it leaves nothing to repair.
fn alone() -> MutexGuard<'static, ()> {
    ONE_TEST_AT_A_TIME
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The speed-ups with some turned off, named as NOTES.md names them.
fn variants() -> Vec<(&'static str, SpeedUps)> {
    let all = SpeedUps::ALL;
    vec![
        ("all four", all),
        (
            "without 1 (one order)",
            SpeedUps {
                one_order: false,
                ..all
            },
        ),
        (
            "without 2 (count bound)",
            SpeedUps {
                count_bound: false,
                ..all
            },
        ),
        (
            "without 3 (joined last layers)",
            SpeedUps {
                joined_last_layers: false,
                ..all
            },
        ),
        (
            "without 4 (packed)",
            SpeedUps {
                packed: false,
                ..all
            },
        ),
        (
            "none",
            SpeedUps {
                one_order: false,
                count_bound: false,
                joined_last_layers: false,
                packed: false,
            },
        ),
    ]
}

/// The fast version's rules in its own form.
fn rules_of(case: &common::Case) -> Vec<fast::Rule> {
    let rule = |(from, to): &(Vec<u8>, Vec<u8>)| fast::Rule {
        from: from.clone(),
        to: to.clone(),
    };
    case.rules.iter().map(rule).collect()
}

/// One search as `solve` runs it, unwatched: its answer, its time, and the
/// peak heap it added.
fn measure(case: &common::Case, speed_ups: SpeedUps) -> (Option<usize>, Duration, usize) {
    let rules = rules_of(case);
    let before = LIVE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let clock = Instant::now();
    let answer = fast::min_steps_with(&case.start, &case.goal, &rules, speed_ups);
    let took = clock.elapsed();
    (answer, took, PEAK.load(Ordering::Relaxed) - before)
}

/// The strings the same search generates and stores, as
/// `common::recorded::fast_search` records them through its observer (a run
/// of its own, not timed).
fn counts(case: &common::Case, speed_ups: SpeedUps, answer: Option<usize>) -> (u64, u64) {
    let search = common::recorded::fast_search(&case.start, &case.goal, &rules_of(case), speed_ups);
    assert_eq!(search.distance, answer);
    (search.generated(), search.stored() as u64)
}

#[test]
#[ignore]
fn what_each_speed_up_buys() {
    let _alone = alone();
    // The variants take turns, seven rounds, so that whatever else the
    // machine does weighs on all of them alike; the time is the median.
    // A variant that takes over a second runs once.
    const ROUNDS: usize = 7;
    println!("| input | speed-ups | answer | generated | stored | time | peak heap |");
    println!("| --- | --- | --- | ---: | ---: | ---: | ---: |");
    for (name, case) in common::bench_cases() {
        let variants = variants();
        let mut times = vec![Vec::new(); variants.len()];
        let mut results = vec![None; variants.len()];
        for _ in 0..ROUNDS {
            for (i, (_, speed_ups)) in variants.iter().enumerate() {
                if times[i].iter().any(|&t| t > Duration::from_secs(1)) {
                    continue;
                }
                let (answer, time, peak) = measure(&case, *speed_ups);
                times[i].push(time);
                results[i] = Some((answer, peak));
            }
        }
        for (i, (variant, speed_ups)) in variants.iter().enumerate() {
            let (answer, peak) = results[i].unwrap();
            let (generated, stored) = counts(&case, *speed_ups, answer);
            times[i].sort();
            println!(
                "| `{}` | {} | {} | {} | {} | {:.1} ms | {:.1} MB |",
                name,
                variant,
                common::answer_line(answer).trim(),
                thousands(generated),
                thousands(stored),
                times[i][times[i].len() / 2].as_secs_f64() * 1e3,
                peak as f64 / 1e6
            );
        }
    }
}

#[test]
#[ignore]
fn past_the_contest_version_s_budget() {
    let _alone = alone();
    // `common::every_letter_changes`: with its speed-ups off the fast
    // version generates the template's strings (its bound on lengths never
    // bites here: every rule keeps the length), so this is what the contest
    // version would need without its budget of 16 million.
    println!("| changes | speed-ups | answer | generated | stored | time | peak heap |");
    println!("| --- | --- | --- | ---: | ---: | ---: | ---: |");
    for changes in [10, 11] {
        let input = common::every_letter_changes(changes);
        let words: Vec<&str> = input.split_ascii_whitespace().collect();
        let case = common::Case {
            start: words[0].as_bytes().to_vec(),
            goal: words[1].as_bytes().to_vec(),
            rules: words[2..]
                .chunks(2)
                .map(|pair| (pair[0].as_bytes().to_vec(), pair[1].as_bytes().to_vec()))
                .collect(),
        };
        for (variant, speed_ups) in [variants()[0], variants()[5]] {
            let (answer, time, peak) = measure(&case, speed_ups);
            let (generated, stored) = counts(&case, speed_ups, answer);
            println!(
                "| {} | {} | {} | {} | {} | {:.1} ms | {:.1} MB |",
                changes,
                variant,
                common::answer_line(answer).trim(),
                thousands(generated),
                thousands(stored),
                time.as_secs_f64() * 1e3,
                peak as f64 / 1e6
            );
        }
    }
}

/// A string over `a` and `b` as bits (`b` = 1, letter j at bit j) under a
/// leading 1 that marks the length; the one-way balls of the adversarial
/// inputs hold millions of them.
fn pack(text: &[u8]) -> u64 {
    text.iter()
        .rev()
        .fold(1, |bits, &c| bits << 1 | u64::from(c == b'b'))
}

/// How many strings a plain one-way BFS from A stores within 1..=`depth`
/// steps (every rule at every position, nothing pruned).
fn one_way_ball(case: &common::Case, depth: usize) -> Vec<usize> {
    let rules: Vec<(u64, usize, u64, usize)> = case
        .rules
        .iter()
        .map(|(from, to)| (pack(from), from.len(), pack(to), to.len()))
        .collect();
    let mut seen = HashSet::new();
    let mut layer = vec![pack(&case.start)];
    seen.insert(layer[0]);
    let mut sizes = Vec::new();
    for _ in 0..depth {
        let mut next = Vec::new();
        for &text in &layer {
            let len = 63 - text.leading_zeros() as usize;
            for &(from, from_len, to, to_len) in &rules {
                let (pattern, insert) = (from ^ 1 << from_len, to ^ 1 << to_len);
                for at in (0..(len + 1).saturating_sub(from_len)).rev() {
                    if text >> at & ((1 << from_len) - 1) == pattern {
                        let low = text & ((1 << at) - 1);
                        let high = text >> (at + from_len);
                        let child = low | insert << at | high << (at + to_len);
                        if seen.insert(child) {
                            next.push(child);
                        }
                    }
                }
            }
        }
        sizes.push(seen.len());
        layer = next;
    }
    sizes
}

#[test]
#[ignore]
fn how_fast_a_one_way_search_grows() {
    // Six steps of the worst inputs hold about ten million strings; seven
    // would hold several times more, too many for a test.
    let _alone = alone();
    println!("| strings within d steps of A | d = 1 | 2 | 3 | 4 | 5 | 6 |");
    println!("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (name, case) in common::bench_cases() {
        if !name.starts_with("unreachable") && !name.starts_with("answer") {
            continue;
        }
        let sizes = one_way_ball(&case, 6);
        let cells: Vec<String> = sizes.iter().map(|&n| thousands(n as u64)).collect();
        println!("| `{}` | {} |", name, cells.join(" | "));
    }
}

#[test]
#[ignore]
fn the_template_search_on_each_bench_input() {
    let _alone = alone();
    // What `cargo trace acwing-190 < bench/NAME.in` reports for the
    // bidirectional search, which is the contest version's search.
    println!("| input | answer | generated | stored | forward depth | backward depth |");
    println!("| --- | --- | ---: | ---: | ---: | ---: |");
    for (name, case) in common::bench_cases() {
        let traced = (lab::LAB.trace)(&case.input(), 1).unwrap();
        let search = &traced.two_way;
        let depth = |side| {
            let layers = search.layers.iter().filter(|layer| layer.side == side);
            layers.map(|layer| layer.depth).max().unwrap_or(0)
        };
        println!(
            "| `{}` | {} | {} | {} | {} | {} |",
            name,
            common::answer_line(search.distance).trim(),
            thousands(search.generated()),
            thousands(search.stored() as u64),
            depth(judging::trace::Side::Forward),
            depth(judging::trace::Side::Backward)
        );
    }
}

/// Times the fast version on `common::adversarial(seed)` for many seeds and
/// prints the slowest of each answer kind: how `common::SEEDS` were chosen.
#[test]
#[ignore]
fn hunt_adversarial_inputs() {
    let _alone = alone();
    let mut runs: Vec<(f64, u64, String)> = Vec::new();
    for seed in 0..20_000 {
        let input = common::adversarial(seed).input();
        let clock = Instant::now();
        let answer = common::run(fast::solve, &input).unwrap();
        let millis = clock.elapsed().as_secs_f64() * 1000.0;
        runs.push((millis, seed, answer.trim().to_string()));
    }
    runs.sort_by(|a, b| b.0.partial_cmp(&a.0).unwrap());
    let total: f64 = runs.iter().map(|run| run.0).sum();
    println!(
        "{} inputs, {:.1} ms on average",
        runs.len(),
        total / runs.len() as f64
    );
    for kind in ["NO ANSWER!", "10", "9"] {
        for (millis, seed, _) in runs.iter().filter(|run| run.2 == kind).take(5) {
            println!("{:>10}: seed {:>5}, {:.1} ms", kind, seed, millis);
        }
    }
}
