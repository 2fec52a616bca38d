//! `bibfs` and `bfs` against a plain reference BFS on many small random
//! graphs: directed and undirected, sparse and dense, connected or not,
//! with self-loops and parallel edges, every depth limit that matters.
//! The variants too: `dense` (node ids are the ranks, and one set of marks
//! serves every call), `table` (every start), and `mirror` (on the same
//! graphs made symmetric under a random involution).
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
use template::observe::{Observer, Side};
use template::{bfs, bibfs, dense, mirror, table};

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

/// Stops a search at its `left + 1`-th stored state, and says whether it
/// did: a call that ends early on marks the next call reuses.
struct StopAfter {
    left: usize,
    stopped: bool,
}

impl Observer<usize> for StopAfter {
    fn stored(&mut self, _side: Side, _depth: usize, _state: &usize) -> bool {
        self.stopped = self.left == 0;
        self.left = self.left.saturating_sub(1);
        !self.stopped
    }
}

/// The most nodes `random_graph` draws: one set of dense marks fits all.
const MOST_NODES: usize = 40;

/// `dense` on the same kind of graphs, node ids as ranks, with ONE
/// `Marks` and ONE `Trees` for all 12,000 graphs: each call must see only
/// its own marks, whatever the calls before it stored, including calls
/// that a depth limit or an observer stopped half-way (one check in three
/// follows a call on another random pair with an observer that stops it
/// after a few stored states, if it gets that far).
#[test]
fn dense_agrees_with_the_reference_on_12000_random_graphs_on_one_set_of_marks() {
    let mut rng = Rng::new(0x5eed_0002);
    let mut marks = dense::Marks::new(MOST_NODES);
    let mut trees = dense::Trees::new(MOST_NODES);
    let (mut pairs, mut checks, mut cut_short, mut long) = (0, 0, 0, 0);
    for graph_number in 0..12_000 {
        let graph = random_graph(&mut rng);
        let n = graph.nodes();
        assert!(n <= MOST_NODES);
        let all: Vec<Vec<usize>> = (0..n).map(|u| graph.distances_from(u)).collect();
        let successors = |u: usize| graph.out[u].clone();
        let predecessors = |u: usize| graph.into[u].iter().copied();
        for _ in 0..6 {
            let (start, goal) = (rng.below(n), rng.below(n));
            let d = all[start][goal];
            pairs += 1;
            long += usize::from(d != UNREACHABLE && d >= 3);
            for limit in limits(d, n, &mut rng) {
                if rng.chance(1, 3) {
                    // A call stopped by its observer, on the same marks.
                    let (from, to) = (rng.below(n), rng.below(n));
                    let mut stop = StopAfter {
                        left: rng.below(1 + n / 4),
                        stopped: false,
                    };
                    let found = if rng.chance(1, 2) {
                        dense::distance_with(
                            &mut marks,
                            from,
                            to,
                            successors,
                            predecessors,
                            usize::MAX,
                            &mut stop,
                        )
                    } else {
                        dense::path_with(
                            &mut trees,
                            from,
                            to,
                            successors,
                            predecessors,
                            usize::MAX,
                            &mut stop,
                        )
                        .map(|path| path.len() - 1)
                    };
                    if stop.stopped {
                        assert_eq!(found, None, "an observer stopped it");
                        cut_short += 1;
                    }
                }
                checks += 1;
                let what = |search: &str| format!("graph {} ({}), {}", graph_number, n, search);
                let found = dense::path(&mut trees, start, goal, successors, predecessors, limit);
                check_path(
                    &what("dense::path"),
                    &graph,
                    start,
                    |v| v == goal,
                    d,
                    limit,
                    found,
                );
                let found =
                    dense::distance(&mut marks, start, goal, successors, predecessors, limit);
                check_distance(&what("dense::distance"), start, d, limit, found);
            }
        }
    }
    println!(
        "{} pairs ({} at distance 3 or more), {} checks, {} calls stopped early by an observer",
        pairs, long, checks, cut_short
    );
    assert!(long > pairs / 10);
    assert!(cut_short > checks / 10);
}

/// `table`: the distances from every node to a goal, against the
/// reference from each start; the walk down the table, edge by edge, for
/// every start.
#[test]
fn the_table_agrees_with_the_reference_on_every_start() {
    let mut rng = Rng::new(0x5eed_0003);
    let (mut starts, mut unreachable, mut far, mut directed) = (0, 0, 0, 0);
    for graph_number in 0..12_000 {
        let graph = random_graph(&mut rng);
        let n = graph.nodes();
        directed += usize::from(graph.directed);
        let all: Vec<Vec<usize>> = (0..n).map(|u| graph.distances_from(u)).collect();
        let successors = |u: usize| graph.out[u].clone();
        let predecessors = |u: usize| graph.into[u].iter().copied();
        let goals: Vec<usize> = if n <= 8 {
            (0..n).collect()
        } else {
            (0..3).map(|_| rng.below(n)).collect()
        };
        for goal in goals {
            let distance = table::distances(n, goal, predecessors);
            assert_eq!(distance.len(), n);
            for start in 0..n {
                let d = all[start][goal];
                starts += 1;
                unreachable += usize::from(d == UNREACHABLE);
                far += usize::from(d != UNREACHABLE && d >= 10);
                let expected = if d == UNREACHABLE { u8::MAX } else { d as u8 };
                assert_eq!(
                    distance[start], expected,
                    "graph {}: from {} to {}",
                    graph_number, start, goal
                );
                let what = format!("graph {}, table::path to {}", graph_number, goal);
                let found = table::path(&distance, start, successors);
                check_path(&what, &graph, start, |v| v == goal, d, usize::MAX, found);
            }
        }
    }
    println!(
        "{} starts, {} unreachable, {} at 10 or more; {} directed graphs",
        starts, unreachable, far, directed
    );
    assert!(unreachable > starts / 10 && far > 1000 && directed > 4000);
}

/// A random involution of `0..n`: some nodes swapped in pairs, the others
/// (often none, often all) their own images.
fn random_involution(n: usize, rng: &mut Rng) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut order);
    let mut image: Vec<usize> = (0..n).collect();
    for pair in order.chunks_exact(2).take(rng.below(n / 2 + 1)) {
        image[pair[0]] = pair[1];
        image[pair[1]] = pair[0];
    }
    image
}

/// `base` with, for each edge `u -> v`, the edge `m(v) -> m(u)`: the graph
/// `m` turns round, as the mirrored search requires (undirected, that is
/// the edge `m(u) - m(v)`).
fn symmetric(base: &Graph, image: &[usize]) -> Graph {
    let mut graph = Graph::new(base.nodes(), base.directed);
    for u in 0..base.nodes() {
        for &v in &base.out[u] {
            // An undirected edge is in both lists; add it once.
            if base.directed || u <= v {
                graph.add_edge(u, v);
                graph.add_edge(image[v], image[u]);
            }
        }
    }
    graph
}

/// `mirror` on random graphs symmetric under a random involution `m`,
/// from a start `s` to the goal `m(s)`, directed and undirected, every
/// depth limit that matters. The counts show the cases that decide where
/// the search may stop: odd and even distances, and odd ones whose last
/// layer also holds a pair of mirror images (an even meeting that must
/// not end the search).
#[test]
fn mirror_agrees_with_the_reference_on_12000_random_symmetric_graphs() {
    let mut rng = Rng::new(0x5eed_0004);
    let (mut starts, mut directed, mut own_image) = (0, 0, 0);
    let (mut odd, mut even, mut unreachable) = (0, 0, 0);
    let (mut odd_beside_an_even_pair, mut even_through_a_fixed_point) = (0, 0);
    for graph_number in 0..12_000 {
        let base = random_graph(&mut rng);
        let n = base.nodes();
        let image = random_involution(n, &mut rng);
        let graph = symmetric(&base, &image);
        for u in 0..n {
            for &v in &graph.out[u] {
                assert!(graph.has_edge(image[v], image[u]), "not symmetric");
            }
        }
        directed += usize::from(graph.directed);
        let successors = |&u: &usize| graph.out[u].clone();
        let m = |&u: &usize| image[u];
        let picked: Vec<usize> = if n <= 12 {
            (0..n).collect()
        } else {
            (0..8).map(|_| rng.below(n)).collect()
        };
        for start in picked {
            let from_start = graph.distances_from(start);
            let goal = image[start];
            let d = from_start[goal];
            starts += 1;
            own_image += usize::from(goal == start);
            unreachable += usize::from(d == UNREACHABLE);
            if d != UNREACHABLE && d % 2 == 1 {
                odd += 1;
                // A pair (y, m(y)) both at depth (d + 1) / 2: an even
                // meeting in the layer where the odd one is found.
                let k = d / 2;
                odd_beside_an_even_pair += usize::from(
                    (0..n).any(|y| from_start[y] == k + 1 && from_start[image[y]] == k + 1),
                );
            }
            if d != UNREACHABLE && d > 0 && d % 2 == 0 {
                even += 1;
                even_through_a_fixed_point +=
                    usize::from((0..n).any(|y| image[y] == y && from_start[y] == d / 2));
            }
            for limit in limits(d, n, &mut rng) {
                let what = |search: &str| format!("graph {} ({}), {}", graph_number, n, search);
                let found = mirror::path(start, m, successors, limit);
                check_path(
                    &what("mirror::path"),
                    &graph,
                    start,
                    |v| v == goal,
                    d,
                    limit,
                    found,
                );
                let found = mirror::distance(start, m, successors, limit);
                check_distance(&what("mirror::distance"), start, d, limit, found);
            }
        }
    }
    println!(
        "{} starts ({} directed graphs): {} their own image, {} odd ({} beside an even pair), \
         {} even ({} through a fixed point), {} unreachable",
        starts,
        directed,
        own_image,
        odd,
        odd_beside_an_even_pair,
        even,
        even_through_a_fixed_point,
        unreachable
    );
    assert!(directed > 4000);
    assert!(own_image > starts / 20 && unreachable > starts / 20);
    assert!(odd > starts / 10 && even > starts / 10);
    assert!(odd_beside_an_even_pair > 1000 && even_through_a_fixed_point > 1000);
}
