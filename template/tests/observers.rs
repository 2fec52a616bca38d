//! What the searches report to an observer, checked against the rules of
//! `template::observe` on random graphs, with a reference BFS for the
//! distances:
//!
//! - the roots are never reported;
//! - every state a side stores is reported once, at its exact distance
//!   from that side's root, the meeting state too (before the search looks
//!   for it on the other side, so a search stopped there returns `None`);
//! - each completed layer is reported with its depth and its size, which
//!   is the number of states at that distance: layers are whole;
//! - a two-sided search grows the side whose newest layer is smaller,
//!   the forward side on a tie;
//! - a `false` from `stored` ends the search at once: it returns `None`,
//!   reports nothing more and asks for no more moves.
//!
//! Beyond the rules, `dense` must report exactly what `bibfs` reports (the
//! same rules, the same neighbour order), and `table` exactly what `bfs`
//! reports growing from the goal over the reversed edges.

use judging::testing::Rng;
use std::cell::Cell;
use std::collections::{HashMap, VecDeque};
use template::observe::{Observer, Side};
use template::{bfs, bibfs, dense, mirror, table};

const UNREACHABLE: usize = usize::MAX;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Report {
    Stored(Side, usize, usize),
    Layer(Side, usize, usize),
}

/// Records every report; answers `false` to the `stop_at`-th report of a
/// stored state (counting from 1; `usize::MAX`: never), and raises
/// `stopped` then, for the move functions to check.
struct Recorder<'a> {
    reports: Vec<Report>,
    stored: usize,
    stop_at: usize,
    stopped: &'a Cell<bool>,
}

impl<'a> Recorder<'a> {
    fn new(stop_at: usize, stopped: &'a Cell<bool>) -> Self {
        stopped.set(false);
        Recorder {
            reports: Vec::new(),
            stored: 0,
            stop_at,
            stopped,
        }
    }
}

impl Observer<usize> for Recorder<'_> {
    fn stored(&mut self, side: Side, depth: usize, state: &usize) -> bool {
        assert!(!self.stopped.get(), "a report after the observer said stop");
        self.reports.push(Report::Stored(side, depth, *state));
        self.stored += 1;
        self.stopped.set(self.stored == self.stop_at);
        !self.stopped.get()
    }

    fn layer(&mut self, side: Side, depth: usize, size: usize) {
        assert!(!self.stopped.get(), "a report after the observer said stop");
        self.reports.push(Report::Layer(side, depth, size));
    }
}

struct Graph {
    out: Vec<Vec<usize>>,
    into: Vec<Vec<usize>>,
}

impl Graph {
    fn with_edges(n: usize, edges: &[(usize, usize)], directed: bool) -> Self {
        let mut graph = Graph {
            out: vec![Vec::new(); n],
            into: vec![Vec::new(); n],
        };
        for &(u, v) in edges {
            graph.out[u].push(v);
            graph.into[v].push(u);
            if !directed && u != v {
                graph.out[v].push(u);
                graph.into[u].push(v);
            }
        }
        graph
    }
}

/// Random edges on 1 to 30 nodes, directed or not, sparse to dense.
fn random_edges(rng: &mut Rng) -> (usize, Vec<(usize, usize)>, bool) {
    let n = 1 + rng.below(30);
    let edges = (0..rng.below(3 * n + 1))
        .map(|_| (rng.below(n), rng.below(n)))
        .collect();
    (n, edges, rng.chance(1, 2))
}

/// The reference: the distance from `root` to every node along `adjacent`.
fn distances(adjacent: &[Vec<usize>], root: usize) -> Vec<usize> {
    let mut distance = vec![UNREACHABLE; adjacent.len()];
    distance[root] = 0;
    let mut queue = VecDeque::from(vec![root]);
    while let Some(u) = queue.pop_front() {
        for &v in &adjacent[u] {
            if distance[v] == UNREACHABLE {
                distance[v] = distance[u] + 1;
                queue.push_back(v);
            }
        }
    }
    distance
}

fn at_distance(distance: &[usize], d: usize) -> usize {
    distance.iter().filter(|&&e| e == d).count()
}

fn index(side: Side) -> usize {
    match side {
        Side::Forward => 0,
        Side::Backward => 1,
    }
}

/// Checks the reports of a two-sided search from `start` to `goal` under
/// the depth limit `limit`, whose observer said stop at its `stop_at`-th
/// stored report, and which returned the distance `found`.
#[allow(clippy::too_many_arguments)]
fn check_two_sided(
    what: &str,
    reports: &[Report],
    graph: &Graph,
    start: usize,
    goal: usize,
    limit: usize,
    stop_at: usize,
    found: Option<usize>,
) {
    if start == goal {
        assert!(reports.is_empty(), "{}: {:?}", what, reports);
        assert_eq!(found, Some(0), "{}", what);
        return;
    }
    let reference = [distances(&graph.out, start), distances(&graph.into, goal)];
    // Per side: what it stored (its root first), its depth, the size of
    // its newest layer.
    let mut stored = [vec![start], vec![goal]];
    let mut depth = [0, 0];
    let mut size = [1, 1];
    let mut growing = None;
    let (mut layers, mut in_layer, mut count) = (0, 0, 0);
    let mut end = None;
    for report in reports {
        assert_eq!(end, None, "{}: {:?} after the end", what, report);
        let side = match *report {
            Report::Stored(side, ..) | Report::Layer(side, ..) => index(side),
        };
        if growing.is_none() {
            let smaller = if size[0] <= size[1] { 0 } else { 1 };
            assert_eq!(side, smaller, "{}: sizes {:?}, {:?}", what, size, report);
            growing = Some(side);
            layers += 1;
            in_layer = 0;
        }
        assert_eq!(
            growing,
            Some(side),
            "{}: {:?} in the other's layer",
            what,
            report
        );
        match *report {
            Report::Stored(_, d, state) => {
                count += 1;
                in_layer += 1;
                assert_eq!(d, depth[side] + 1, "{}: {:?}", what, report);
                assert!(
                    !stored[side].contains(&state),
                    "{}: {:?} again",
                    what,
                    report
                );
                assert_eq!(reference[side][state], d, "{}: {:?}", what, report);
                if count == stop_at {
                    end = Some("stopped");
                } else if stored[1 - side].contains(&state) {
                    end = Some("met");
                }
                stored[side].push(state);
            }
            Report::Layer(_, d, n) => {
                assert_eq!(d, depth[side] + 1, "{}: {:?}", what, report);
                assert_eq!(n, in_layer, "{}: {:?}", what, report);
                assert_eq!(
                    n,
                    at_distance(&reference[side], d),
                    "{}: {:?}",
                    what,
                    report
                );
                depth[side] = d;
                size[side] = n;
                growing = None;
            }
        }
    }
    match end {
        Some("stopped") => assert_eq!(found, None, "{}", what),
        Some(_) => assert_eq!(found, Some(layers), "{}: met after {} layers", what, layers),
        None => {
            assert_eq!(growing, None, "{}: gave up in the middle of a layer", what);
            assert_eq!(found, None, "{}", what);
            assert!(
                layers == limit || size.contains(&0),
                "{}: gave up after {} layers, sizes {:?}, limit {}",
                what,
                layers,
                size,
                limit
            );
        }
    }
}

/// `dense` and `bibfs` on random graphs, every report checked, and the
/// two searches' reports equal; then each search again with an observer
/// that says stop at a random stored report: its reports are the same
/// up to there, nothing comes after, no move is asked for, and it returns
/// `None`. One set of dense marks for every call.
#[test]
fn dense_reports_by_the_rules_and_exactly_as_bibfs_does() {
    let mut rng = Rng::new(0x0b5e_0001);
    let mut marks = dense::Marks::new(30);
    let mut trees = dense::Trees::new(30);
    let stopped = Cell::new(false);
    let (mut searches, mut met, mut stops) = (0, 0, 0);
    for graph_number in 0..3000 {
        let (n, edges, directed) = random_edges(&mut rng);
        let graph = Graph::with_edges(n, &edges, directed);
        let successors = |u: usize| {
            assert!(!stopped.get(), "moves asked for after the stop");
            graph.out[u].clone()
        };
        let predecessors = |u: usize| {
            assert!(!stopped.get(), "moves asked for after the stop");
            graph.into[u].clone()
        };
        for _ in 0..4 {
            let (start, goal) = (rng.below(n), rng.below(n));
            let limit = if rng.chance(1, 2) {
                usize::MAX
            } else {
                rng.below(8)
            };
            let what = format!(
                "graph {}, {} to {}, limit {}",
                graph_number, start, goal, limit
            );
            searches += 1;

            let mut seen = Recorder::new(usize::MAX, &stopped);
            let found = dense::distance_with(
                &mut marks,
                start,
                goal,
                successors,
                predecessors,
                limit,
                &mut seen,
            );
            check_two_sided(&what, &seen.reports, &graph, start, goal, limit, 0, found);
            met += usize::from(found.is_some());
            let dense_reports = seen.reports;

            let mut seen = Recorder::new(usize::MAX, &stopped);
            let found_path = dense::path_with(
                &mut trees,
                start,
                goal,
                successors,
                predecessors,
                limit,
                &mut seen,
            );
            assert_eq!(found_path.map(|p| p.len() - 1), found, "{}", what);
            assert_eq!(seen.reports, dense_reports, "{}: path and distance", what);

            let mut seen = Recorder::new(usize::MAX, &stopped);
            let with_ids = |u: &usize| successors(*u);
            let back_ids = |u: &usize| predecessors(*u);
            let found_bibfs =
                bibfs::distance_with(start, goal, with_ids, back_ids, limit, &mut seen);
            check_two_sided(
                &what,
                &seen.reports,
                &graph,
                start,
                goal,
                limit,
                0,
                found_bibfs,
            );
            assert_eq!(found_bibfs, found, "{}", what);
            assert_eq!(seen.reports, dense_reports, "{}: bibfs and dense", what);
            let mut seen = Recorder::new(usize::MAX, &stopped);
            bibfs::path_with(start, goal, with_ids, back_ids, limit, &mut seen);
            assert_eq!(
                seen.reports, dense_reports,
                "{}: bibfs::path and dense",
                what
            );

            let total = dense_reports
                .iter()
                .filter(|r| matches!(r, Report::Stored(..)))
                .count();
            if total == 0 {
                continue;
            }
            let stop_at = 1 + rng.below(total);
            let before_stop = dense_reports
                .iter()
                .scan(0, |count, report| {
                    let go_on = *count < stop_at;
                    *count += usize::from(matches!(report, Report::Stored(..)));
                    Some((go_on, *report))
                })
                .take_while(|&(go_on, _)| go_on)
                .map(|(_, report)| report)
                .collect::<Vec<_>>();
            for use_path in [false, true] {
                let mut seen = Recorder::new(stop_at, &stopped);
                let found = if use_path {
                    dense::path_with(
                        &mut trees,
                        start,
                        goal,
                        successors,
                        predecessors,
                        limit,
                        &mut seen,
                    )
                    .map(|p| p.len() - 1)
                } else {
                    dense::distance_with(
                        &mut marks,
                        start,
                        goal,
                        successors,
                        predecessors,
                        limit,
                        &mut seen,
                    )
                };
                stopped.set(false);
                let what = format!("{}, stopped at stored report {}", what, stop_at);
                check_two_sided(
                    &what,
                    &seen.reports,
                    &graph,
                    start,
                    goal,
                    limit,
                    stop_at,
                    found,
                );
                assert_eq!(seen.reports, before_stop, "{}", what);
                stops += 1;
            }
        }
    }
    println!("{} searches, {} met, {} stopped", searches, met, stops);
    assert!(met > searches / 4 && stops > searches / 2);
}

/// `table` on random graphs: its reports follow the rules of a search
/// grown from the goal alone (`Side::Backward`), end with an empty layer,
/// and are exactly what `bfs` reports growing from the goal over the
/// reversed edges with a goal test that never holds (as `Side::Forward`).
/// A stop ends it with `None` and nothing after.
#[test]
fn the_table_reports_by_the_rules_and_as_a_bfs_from_the_goal_does() {
    let mut rng = Rng::new(0x0b5e_0002);
    let stopped = Cell::new(false);
    let mut stops = 0;
    for graph_number in 0..3000 {
        let (n, edges, directed) = random_edges(&mut rng);
        let graph = Graph::with_edges(n, &edges, directed);
        let predecessors = |u: usize| {
            assert!(!stopped.get(), "moves asked for after the stop");
            graph.into[u].clone()
        };
        let goal = rng.below(n);
        let to_goal = distances(&graph.into, goal);
        let what = format!("graph {}, table to {}", graph_number, goal);

        let mut seen = Recorder::new(usize::MAX, &stopped);
        let found = table::distances_with(n, goal, predecessors, &mut seen);
        let found = found.expect("the recorder never stops");
        let farthest = to_goal.iter().filter(|&&d| d != UNREACHABLE).max().copied();
        let farthest = farthest.unwrap_or(0);
        let mut expected = Vec::new();
        for d in 1..=farthest + 1 {
            for report in &seen.reports {
                if let Report::Stored(side, depth, state) = *report {
                    assert_eq!((side, to_goal[state]), (Side::Backward, depth), "{}", what);
                    if depth == d {
                        expected.push(*report);
                    }
                }
            }
            expected.push(Report::Layer(Side::Backward, d, at_distance(&to_goal, d)));
        }
        assert_eq!(
            seen.reports, expected,
            "{}: layer by layer, the last empty",
            what
        );
        let mut states: Vec<usize> = (seen.reports.iter())
            .filter_map(|report| match *report {
                Report::Stored(_, _, state) => Some(state),
                Report::Layer(..) => None,
            })
            .collect();
        let reported = states.len();
        states.sort_unstable();
        states.dedup();
        assert_eq!(states.len(), reported, "{}: a state reported twice", what);
        for state in 0..n {
            let d = to_goal[state];
            assert_eq!(usize::from(found[state]), d.min(255), "{}", what);
        }

        let mut by_bfs = Recorder::new(usize::MAX, &stopped);
        let back_ids = |u: &usize| predecessors(*u);
        bfs::distance_with(goal, |_| false, back_ids, usize::MAX, &mut by_bfs);
        let as_backward: Vec<Report> = by_bfs
            .reports
            .iter()
            .map(|report| match *report {
                Report::Stored(_, d, state) => Report::Stored(Side::Backward, d, state),
                Report::Layer(_, d, size) => Report::Layer(Side::Backward, d, size),
            })
            .collect();
        assert_eq!(seen.reports, as_backward, "{}: table and bfs", what);

        let total = seen.reports.len() - farthest - 1;
        if total > 0 {
            let stop_at = 1 + rng.below(total);
            let mut cut = Recorder::new(stop_at, &stopped);
            let found = table::distances_with(n, goal, predecessors, &mut cut);
            stopped.set(false);
            assert_eq!(found, None, "{}, stopped", what);
            assert_eq!(cut.stored, stop_at, "{}, stopped", what);
            assert_eq!(
                cut.reports[..],
                seen.reports[..cut.reports.len()],
                "{}",
                what
            );
            assert!(matches!(cut.reports.last(), Some(Report::Stored(..))));
            stops += 1;
        }
    }
    assert!(stops > 1500, "{} stops", stops);
}

/// Checks the reports of a mirrored search from `start` to `image[start]`,
/// as `check_two_sided` does: one side, whole layers, at the reference
/// distances; an odd pair ends it at once, an even pair at the end of its
/// layer; a layer begins only while the limit can still be met.
#[allow(clippy::too_many_arguments)]
fn check_mirrored(
    what: &str,
    reports: &[Report],
    graph: &Graph,
    image: &[usize],
    start: usize,
    limit: usize,
    stop_at: usize,
    found: Option<usize>,
) {
    if image[start] == start {
        assert!(reports.is_empty(), "{}: {:?}", what, reports);
        assert_eq!(found, Some(0), "{}", what);
        return;
    }
    let reference = distances(&graph.out, start);
    let mut depth_of = HashMap::from([(start, 0)]);
    let (mut depth, mut in_layer, mut count, mut last_size) = (0, 0, 0, 1);
    let mut growing = false;
    let mut even = None;
    let mut end = None;
    for report in reports {
        assert_eq!(end, None, "{}: {:?} after the end", what, report);
        if !growing {
            assert!(
                2 * depth < limit,
                "{}: layer {} under limit {}",
                what,
                depth + 1,
                limit
            );
            growing = true;
            in_layer = 0;
        }
        match *report {
            Report::Stored(side, d, state) => {
                count += 1;
                in_layer += 1;
                assert_eq!(
                    (side, d),
                    (Side::Forward, depth + 1),
                    "{}: {:?}",
                    what,
                    report
                );
                assert!(
                    !depth_of.contains_key(&state),
                    "{}: {:?} again",
                    what,
                    report
                );
                assert_eq!(reference[state], d, "{}: {:?}", what, report);
                depth_of.insert(state, d);
                if count == stop_at {
                    end = Some(None);
                } else if let Some(&j) = depth_of.get(&image[state]) {
                    assert!(j + 1 >= d, "{}: a pair missed before {:?}", what, report);
                    if j < d {
                        end = Some(Some(d + j));
                    } else {
                        even = even.or(Some(d + j));
                    }
                }
            }
            Report::Layer(side, d, n) => {
                assert_eq!(
                    (side, d),
                    (Side::Forward, depth + 1),
                    "{}: {:?}",
                    what,
                    report
                );
                assert_eq!(n, in_layer, "{}: {:?}", what, report);
                assert_eq!(n, at_distance(&reference, d), "{}: {:?}", what, report);
                depth = d;
                last_size = n;
                growing = false;
                if let Some(length) = even {
                    end = Some(Some(length).filter(|&length| length <= limit));
                }
            }
        }
    }
    match end {
        Some(expected) => assert_eq!(found, expected, "{}", what),
        None => {
            assert!(!growing, "{}: gave up in the middle of a layer", what);
            assert_eq!(found, None, "{}", what);
            assert!(
                2 * depth >= limit || last_size == 0,
                "{}: gave up after {} layers, the last of {}, limit {}",
                what,
                depth,
                last_size,
                limit
            );
        }
    }
}

/// `mirror` on random graphs symmetric under a random involution (each
/// edge `u -> v` with `m(v) -> m(u)`), every report checked; `path_with`
/// reports exactly as `distance_with`; a stop at a random stored report
/// ends it with `None`, the same reports up to there and nothing after.
#[test]
fn the_mirrored_search_reports_by_the_rules() {
    let mut rng = Rng::new(0x0b5e_0003);
    let stopped = Cell::new(false);
    let (mut searches, mut odd, mut even, mut stops) = (0, 0, 0, 0);
    for graph_number in 0..3000 {
        let (n, base, directed) = random_edges(&mut rng);
        let mut order: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut order);
        let mut image: Vec<usize> = (0..n).collect();
        for pair in order.chunks_exact(2).take(rng.below(n / 2 + 1)) {
            image[pair[0]] = pair[1];
            image[pair[1]] = pair[0];
        }
        let edges: Vec<(usize, usize)> = base
            .iter()
            .flat_map(|&(u, v)| [(u, v), (image[v], image[u])])
            .collect();
        let graph = Graph::with_edges(n, &edges, directed);
        let successors = |u: &usize| {
            assert!(!stopped.get(), "moves asked for after the stop");
            graph.out[*u].clone()
        };
        let m = |u: &usize| image[*u];
        for _ in 0..4 {
            let start = rng.below(n);
            let limit = if rng.chance(1, 2) {
                usize::MAX
            } else {
                rng.below(8)
            };
            let what = format!("graph {}, from {}, limit {}", graph_number, start, limit);
            searches += 1;
            let mut seen = Recorder::new(usize::MAX, &stopped);
            let found = mirror::distance_with(start, m, successors, limit, &mut seen);
            check_mirrored(&what, &seen.reports, &graph, &image, start, limit, 0, found);
            odd += usize::from(found.map_or(false, |d| d % 2 == 1));
            even += usize::from(found.map_or(false, |d| d > 0 && d % 2 == 0));
            let full = seen.reports;
            let mut seen = Recorder::new(usize::MAX, &stopped);
            let found_path = mirror::path_with(start, m, successors, limit, &mut seen);
            assert_eq!(found_path.map(|p| p.len() - 1), found, "{}", what);
            assert_eq!(seen.reports, full, "{}: path and distance", what);

            let total = full
                .iter()
                .filter(|r| matches!(r, Report::Stored(..)))
                .count();
            if total == 0 {
                continue;
            }
            let stop_at = 1 + rng.below(total);
            for use_path in [false, true] {
                let mut cut = Recorder::new(stop_at, &stopped);
                let found = if use_path {
                    mirror::path_with(start, m, successors, limit, &mut cut).map(|p| p.len() - 1)
                } else {
                    mirror::distance_with(start, m, successors, limit, &mut cut)
                };
                stopped.set(false);
                let what = format!("{}, stopped at stored report {}", what, stop_at);
                check_mirrored(
                    &what,
                    &cut.reports,
                    &graph,
                    &image,
                    start,
                    limit,
                    stop_at,
                    found,
                );
                assert_eq!(cut.reports[..], full[..cut.reports.len()], "{}", what);
                stops += 1;
            }
        }
    }
    println!(
        "{} searches: {} odd, {} even, {} stopped",
        searches, odd, even, stops
    );
    assert!(odd > searches / 20 && even > searches / 20 && stops > searches / 2);
}
