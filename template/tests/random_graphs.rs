//! `bibfs` and `bfs` against a plain reference BFS on many small random
//! graphs: directed and undirected, sparse and dense, connected or not,
//! with self-loops and parallel edges, every depth limit that matters.
//!
//! The reference is written here, independent of the crate: an
//! adjacency-list BFS that computes the exact distance from the start to
//! every node. A search is right when it returns a path exactly when the
//! distance is finite and within the limit, and that path starts and ends
//! where it should, uses only edges of the graph, and has exactly the
//! reference length.

// Seeded, so that every run tests the same graphs and a failure replays.
use judging::testing::Rng;
use std::collections::VecDeque;
use template::{bfs, bibfs};

const UNREACHABLE: usize = usize::MAX;

struct Graph {
    directed: bool,
    /// `out[u]`: the heads of the edges leaving `u`, repeats included.
    out: Vec<Vec<usize>>,
    /// `into[v]`: the tails of the edges entering `v`.
    into: Vec<Vec<usize>>,
}

impl Graph {
    fn new(nodes: usize, directed: bool) -> Self {
        Graph {
            directed,
            out: vec![Vec::new(); nodes],
            into: vec![Vec::new(); nodes],
        }
    }

    fn nodes(&self) -> usize {
        self.out.len()
    }

    fn add_edge(&mut self, from: usize, to: usize) {
        self.out[from].push(to);
        self.into[to].push(from);
        if !self.directed && from != to {
            self.out[to].push(from);
            self.into[from].push(to);
        }
    }

    fn has_edge(&self, from: usize, to: usize) -> bool {
        self.out[from].contains(&to)
    }

    fn edges(&self) -> usize {
        self.out.iter().map(Vec::len).sum()
    }

    fn has_self_loop(&self) -> bool {
        (0..self.nodes()).any(|u| self.out[u].contains(&u))
    }

    fn has_parallel_edges(&self) -> bool {
        self.out.iter().any(|heads| {
            let mut sorted = heads.clone();
            sorted.sort_unstable();
            sorted.windows(2).any(|pair| pair[0] == pair[1])
        })
    }

    /// The reference: the exact distance from `start` to every node along
    /// `out` edges, `UNREACHABLE` where there is no path.
    fn distances_from(&self, start: usize) -> Vec<usize> {
        let mut distance = vec![UNREACHABLE; self.nodes()];
        distance[start] = 0;
        let mut queue = VecDeque::from(vec![start]);
        while let Some(u) = queue.pop_front() {
            for &v in &self.out[u] {
                if distance[v] == UNREACHABLE {
                    distance[v] = distance[u] + 1;
                    queue.push_back(v);
                }
            }
        }
        distance
    }
}

/// One random graph; the shapes cover the cases a search can get wrong.
fn random_graph(rng: &mut Rng) -> Graph {
    let nodes = match rng.below(4) {
        0 => 1 + rng.below(4),
        1 | 2 => 1 + rng.below(12),
        _ => 1 + rng.below(40),
    };
    let directed = rng.chance(50, 100);
    let mut graph = Graph::new(nodes, directed);
    match rng.below(7) {
        // Sparse: often disconnected, often a forest.
        0 => {
            for _ in 0..rng.below(nodes + 1) {
                graph.add_edge(rng.below(nodes), rng.below(nodes));
            }
        }
        // Dense: many parallel edges and self-loops, short distances.
        1 => {
            for _ in 0..rng.below(nodes * nodes + 1) {
                graph.add_edge(rng.below(nodes), rng.below(nodes));
            }
        }
        // A long chain with a few shortcuts: long distances, deep limits.
        2 => {
            for u in 1..nodes {
                graph.add_edge(u - 1, u);
            }
            for _ in 0..rng.below(4) {
                graph.add_edge(rng.below(nodes), rng.below(nodes));
            }
        }
        // Two halves with no edge between them: a disconnected graph that
        // still has long paths inside each half.
        3 => {
            let cut = rng.below(nodes + 1);
            for _ in 0..2 * nodes {
                let (from, to) = (rng.below(nodes), rng.below(nodes));
                if (from < cut) == (to < cut) {
                    graph.add_edge(from, to);
                }
            }
        }
        // A random tree (each node hangs from an earlier one) plus a few
        // extra edges: connected when undirected, distances near log n.
        4 => {
            for u in 1..nodes {
                graph.add_edge(rng.below(u), u);
            }
            for _ in 0..rng.below(3) {
                graph.add_edge(rng.below(nodes), rng.below(nodes));
            }
        }
        // A ring, one way round when directed: from start to goal and back
        // are different distances.
        5 => {
            for u in 0..nodes {
                graph.add_edge(u, (u + 1) % nodes);
            }
            if rng.chance(50, 100) {
                graph.add_edge(rng.below(nodes), rng.below(nodes));
            }
        }
        // Middling density.
        _ => {
            for _ in 0..rng.below(3 * nodes + 1) {
                graph.add_edge(rng.below(nodes), rng.below(nodes));
            }
        }
    }
    // Make sure self-loops and parallel edges are common, not accidental.
    if rng.chance(30, 100) {
        let u = rng.below(nodes);
        graph.add_edge(u, u);
    }
    if rng.chance(30, 100) && graph.edges() > 0 {
        let from = rng.below(nodes);
        if let Some(&to) = graph.out[from].first() {
            graph.add_edge(from, to);
        }
    }
    graph
}

/// The depth limits worth trying for a pair at reference distance `d`:
/// none, met exactly, missed by one, zero, and one at random.
fn limits(d: usize, nodes: usize, rng: &mut Rng) -> Vec<usize> {
    let mut limits = vec![usize::MAX, 0, rng.below(nodes + 2)];
    if d != UNREACHABLE {
        limits.push(d);
        limits.push(d + 1);
        if d > 0 {
            limits.push(d - 1);
        }
    }
    limits
}

/// Checks a search's path: `Some` exactly when `d <= limit`; then a walk
/// along edges of `graph` from `start` to an accepted end, of length `d`.
fn check_path(
    what: &str,
    graph: &Graph,
    start: usize,
    is_end: impl Fn(usize) -> bool,
    d: usize,
    limit: usize,
    found: Option<Vec<usize>>,
) {
    let context = || {
        format!(
            "{}: start {}, reference distance {}, limit {}",
            what, start, d, limit
        )
    };
    let path = match found {
        None => {
            assert!(
                d == UNREACHABLE || d > limit,
                "{}: returned None",
                context()
            );
            return;
        }
        Some(path) => path,
    };
    assert!(
        d != UNREACHABLE && d <= limit,
        "{}: returned {:?}",
        context(),
        path
    );
    assert_eq!(
        path.len(),
        d + 1,
        "{}: path {:?} has the wrong length",
        context(),
        path
    );
    assert_eq!(
        path[0],
        start,
        "{}: path {:?} does not start at the start",
        context(),
        path
    );
    let end = *path.last().unwrap();
    assert!(
        is_end(end),
        "{}: path {:?} ends at {}",
        context(),
        path,
        end
    );
    for step in path.windows(2) {
        assert!(
            graph.has_edge(step[0], step[1]),
            "{}: path {:?} uses {} -> {}, not an edge",
            context(),
            path,
            step[0],
            step[1]
        );
    }
}

fn check_distance(what: &str, start: usize, d: usize, limit: usize, found: Option<usize>) {
    let expected = if d != UNREACHABLE && d <= limit {
        Some(d)
    } else {
        None
    };
    assert_eq!(
        found, expected,
        "{}: start {}, reference distance {}, limit {}",
        what, start, d, limit
    );
}

/// What the random graphs covered, so that a generator that stopped
/// producing some case would fail the test rather than pass it vacuously.
/// The first fields count graphs, the middle ones (start, goal) pairs, the
/// `limit_` ones the checks of a pair under one depth limit.
#[derive(Default, Debug)]
struct Coverage {
    graphs: usize,
    directed: usize,
    with_self_loops: usize,
    with_parallel_edges: usize,
    pairs: usize,
    start_is_goal: usize,
    unreachable: usize,
    distance_3_or_more: usize,
    distance_10_or_more: usize,
    /// Pairs whose distance back differs (directed graphs): a search that
    /// walked the wrong edges backwards would show.
    asymmetric: usize,
    limit_0_and_start_is_goal: usize,
    limit_met_exactly: usize,
    limit_missed_by_one: usize,
}

#[test]
fn bibfs_and_bfs_agree_with_the_reference_on_12000_random_graphs() {
    let mut rng = Rng::new(0x5eed_0001);
    let mut seen = Coverage::default();
    for graph_number in 0..12_000 {
        let graph = random_graph(&mut rng);
        let n = graph.nodes();
        seen.graphs += 1;
        seen.directed += usize::from(graph.directed);
        seen.with_self_loops += usize::from(graph.has_self_loop());
        seen.with_parallel_edges += usize::from(graph.has_parallel_edges());
        let all: Vec<Vec<usize>> = (0..n).map(|u| graph.distances_from(u)).collect();

        // Every pair on small graphs, a sample (with start = goal) on larger.
        let pairs: Vec<(usize, usize)> = if n <= 6 {
            (0..n).flat_map(|s| (0..n).map(move |g| (s, g))).collect()
        } else {
            let mut pairs: Vec<_> = (0..10).map(|_| (rng.below(n), rng.below(n))).collect();
            let same = rng.below(n);
            pairs.push((same, same));
            pairs
        };

        let successors = |&u: &usize| graph.out[u].clone();
        let predecessors = |&u: &usize| graph.into[u].iter().copied();
        for (start, goal) in pairs {
            let d = all[start][goal];
            seen.pairs += 1;
            seen.start_is_goal += usize::from(start == goal);
            seen.unreachable += usize::from(d == UNREACHABLE);
            seen.distance_3_or_more += usize::from(d != UNREACHABLE && d >= 3);
            seen.distance_10_or_more += usize::from(d != UNREACHABLE && d >= 10);
            seen.asymmetric += usize::from(d != all[goal][start]);
            for limit in limits(d, n, &mut rng) {
                seen.limit_0_and_start_is_goal += usize::from(start == goal && limit == 0);
                seen.limit_met_exactly += usize::from(d == limit && d > 0);
                seen.limit_missed_by_one +=
                    usize::from(d != UNREACHABLE && limit < d && d - limit == 1);
                let what = |search: &str| format!("graph {} ({}), {}", graph_number, n, search);

                let found = bibfs::path(start, goal, successors, predecessors, limit);
                check_path(
                    &what("bibfs::path"),
                    &graph,
                    start,
                    |v| v == goal,
                    d,
                    limit,
                    found,
                );
                let found = bibfs::distance(start, goal, successors, predecessors, limit);
                check_distance(&what("bibfs::distance"), start, d, limit, found);

                let found = bfs::path(start, |&v| v == goal, successors, limit);
                check_path(
                    &what("bfs::path"),
                    &graph,
                    start,
                    |v| v == goal,
                    d,
                    limit,
                    found,
                );
                let found = bfs::distance(start, |&v| v == goal, successors, limit);
                check_distance(&what("bfs::distance"), start, d, limit, found);
            }

            // `bfs` also takes a goal set: the nearest of a few random nodes
            // (sometimes none, sometimes the start).
            let mut goals = vec![false; n];
            for _ in 0..rng.below(4) {
                goals[rng.below(n)] = true;
            }
            let nearest = (0..n)
                .filter(|&v| goals[v])
                .map(|v| all[start][v])
                .min()
                .unwrap_or(UNREACHABLE);
            for limit in limits(nearest, n, &mut rng) {
                let what = format!(
                    "graph {}, bfs::path to a goal set {:?}",
                    graph_number, goals
                );
                let found = bfs::path(start, |&v| goals[v], successors, limit);
                check_path(&what, &graph, start, |v| goals[v], nearest, limit, found);
                let found = bfs::distance(start, |&v| goals[v], successors, limit);
                check_distance(&what, start, nearest, limit, found);
            }
        }
    }
    println!("{:#?}", seen);
    let Coverage { graphs, pairs, .. } = seen;
    assert!(graphs >= 10_000);
    assert!(seen.directed > graphs / 3 && seen.directed < 2 * graphs / 3);
    assert!(seen.with_self_loops > graphs / 4);
    assert!(seen.with_parallel_edges > graphs / 4);
    assert!(seen.start_is_goal > pairs / 20);
    assert!(seen.limit_0_and_start_is_goal > pairs / 20);
    assert!(seen.unreachable > pairs / 10);
    assert!(seen.distance_3_or_more > pairs / 10);
    assert!(seen.distance_10_or_more > 1000);
    assert!(seen.limit_met_exactly > pairs / 4);
    assert!(seen.limit_missed_by_one > pairs / 4);
    assert!(seen.asymmetric > pairs / 10);
}
