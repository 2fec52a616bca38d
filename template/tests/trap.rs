//! The graphs that catch the usual mistakes of a bidirectional search.
//!
//! 1. The trap: node-by-node alternation with two queues that stops at the
//!    first touch returns a path one step longer than the shortest.
//! 2. The single-queue version (both sides in one FIFO queue) is correct:
//!    it grows whole layers in strict alternation, without knowing it.
//! 3. Growing the larger side (or strictly alternating, as the single
//!    queue does) does far more work when one end of the search branches
//!    much more than the other.
//! 4. States that are not `Copy` (strings) work as well as integers.
//!
//! `dense`, which keeps the rules of `bibfs` over ranks, runs on the same
//! graphs (node ids as ranks). And the mirrored search has a trap of its
//! own: a pair of mirror images in the layer that also holds an odd
//! meeting, met first, closes a path one move too long.

use judging::testing::Rng;
use std::cell::Cell;
use std::collections::{HashMap, VecDeque};
use template::{bfs, bibfs, dense, mirror, trap};

/// An adjacency list with the order of each list spelled out, because the
/// naive search's answer depends on that order.
struct Graph {
    out: Vec<Vec<usize>>,
    into: Vec<Vec<usize>>,
}

impl Graph {
    fn undirected(nodes: usize, edges: &[(usize, usize)]) -> Self {
        let mut out = vec![Vec::new(); nodes];
        for &(a, b) in edges {
            out[a].push(b);
            out[b].push(a);
        }
        let into = out.clone();
        Graph { out, into }
    }
}

/// THE WRONG WAY: the one-state-at-a-time search of `template::trap`
/// (wrong on purpose, the README's counterexample), on `graph`. Each round
/// expands ONE state off the forward queue, then ONE off the backward
/// queue, and it returns at the first new state the other side has seen.
fn naive_alternating(graph: &Graph, start: usize, goal: usize) -> Option<Vec<usize>> {
    trap::path(
        start,
        goal,
        |&u: &usize| graph.out[u].clone(),
        |&u: &usize| graph.into[u].clone(),
    )
}

/// CORRECT, BUT WITHOUT THE SMALLER-SIDE RULE. The version common in
/// Chinese tutorials: ONE queue holds the states of both sides, each marked
/// with its side and its distance from that side's root; the start is
/// queued before the goal. Expanding a state that touches a state of the
/// other side returns their two distances plus one.
///
/// It is not the trap, though it also expands one state at a time: a FIFO
/// queue hands out states by distance, and since the start's side is
/// queued first, every forward state at distance k comes out before every
/// backward state at distance k, which come out before the forward states
/// at k + 1. So it grows whole layers, forward and backward in strict
/// alternation, and the proof in `template::bibfs` applies. Returns the
/// distance and the number of states generated.
fn single_queue(graph: &Graph, start: usize, goal: usize) -> (Option<usize>, usize) {
    if start == goal {
        return (Some(0), 0);
    }
    const FORWARD: u8 = 1;
    const BACKWARD: u8 = 2;
    let mut side = HashMap::from([(start, FORWARD), (goal, BACKWARD)]);
    let mut distance = HashMap::from([(start, 0), (goal, 0)]);
    let mut queue = VecDeque::from([start, goal]);
    let mut generated = 0;
    while let Some(u) = queue.pop_front() {
        let moves = if side[&u] == FORWARD {
            &graph.out[u]
        } else {
            &graph.into[u]
        };
        generated += moves.len();
        for &v in moves {
            match side.get(&v) {
                None => {
                    side.insert(v, side[&u]);
                    distance.insert(v, distance[&u] + 1);
                    queue.push_back(v);
                }
                Some(&other) if other != side[&u] => {
                    return (Some(distance[&u] + 1 + distance[&v]), generated);
                }
                Some(_) => {}
            }
        }
    }
    (None, generated)
}

/// The trap, undirected, seven states:
///
/// ```text
///        A                    S = start, T = goal
///       /                     shortest:  S B X T  (3 steps)
///      S --- B --- X --- T    the trap:  S B D C T  (4 steps)
///             \         /
///              D ----- C
/// ```
///
/// The naive search runs:
/// - forward expands S: finds A, B (distance 1);
/// - backward expands T: finds C, X (distance 1);
/// - forward expands A: nothing new;
/// - backward expands C: finds D (distance 2 from T) — the backward side
///   is now a layer AHEAD of the forward side, whose B is still waiting;
/// - forward expands B: its first new neighbour is D, which the backward
///   side knows, so it stops: S B + D C T, 4 steps. X, one step from T and
///   next in B's list, would have given 3.
///
/// A touch at state v closes a path of (forward depth of its parent) + 1 +
/// (backward depth of v); stopping at the first touch is only safe when no
/// other touch can be shorter, which holds when each side grows by whole
/// layers, so that every state the other side knows is exactly as deep as
/// its deepest layer or less, and every state that shallow is known (see
/// the proof in `template::bibfs`). Here the backward side held C at depth
/// 1 and D at depth 2 at once, with X (depth 1) still to be touched.
#[test]
fn node_by_node_alternation_falls_into_the_trap_and_bibfs_does_not() {
    let [s, a, b, x, d, c, t] = [0, 1, 2, 3, 4, 5, 6];
    // Edge order matters: it fixes each adjacency list's order.
    let graph = Graph::undirected(7, &[(s, a), (s, b), (t, c), (t, x), (b, d), (b, x), (c, d)]);
    // Every neighbour list, in the order the searches read it (the README
    // writes them out: the trap needs exactly these orders).
    let lists = [
        (s, vec![a, b]),
        (a, vec![s]),
        (b, vec![s, d, x]),
        (x, vec![t, b]),
        (d, vec![b, c]),
        (c, vec![t, d]),
        (t, vec![c, x]),
    ];
    for (state, neighbours) in lists {
        assert_eq!(graph.out[state], neighbours);
    }

    let naive = naive_alternating(&graph, s, t).unwrap();
    assert_eq!(
        naive,
        vec![s, b, d, c, t],
        "the naive search should fall into the trap"
    );

    assert_eq!(single_queue(&graph, s, t).0, Some(3), "one queue is right");

    let successors = |&u: &usize| graph.out[u].clone();
    let predecessors = |&u: &usize| graph.into[u].clone();
    let path = bibfs::path(s, t, successors, predecessors, usize::MAX).unwrap();
    assert_eq!(path, vec![s, b, x, t]);
    assert_eq!(
        bibfs::distance(s, t, successors, predecessors, usize::MAX),
        Some(3)
    );
    assert_eq!(bibfs::distance(s, t, successors, predecessors, 3), Some(3));
    assert_eq!(bibfs::path(s, t, successors, predecessors, 2), None);
    assert_eq!(
        bfs::distance(s, |&u| u == t, successors, usize::MAX),
        Some(3)
    );
}

/// The dense search keeps the rules of `bibfs`, so the trap does not
/// catch it either: on the same graph, node ids as ranks, it finds the
/// same path, and the same depth limits hold.
#[test]
fn the_dense_search_does_not_fall_into_the_trap() {
    let [s, a, b, x, d, c, t] = [0, 1, 2, 3, 4, 5, 6];
    let graph = Graph::undirected(7, &[(s, a), (s, b), (t, c), (t, x), (b, d), (b, x), (c, d)]);
    assert_eq!(
        graph.out[b],
        vec![s, d, x],
        "the order that traps the naive search"
    );
    assert_eq!(naive_alternating(&graph, s, t).unwrap().len() - 1, 4);

    let successors = |u: usize| graph.out[u].clone();
    let predecessors = |u: usize| graph.into[u].clone();
    let mut marks = dense::Marks::new(7);
    let mut trees = dense::Trees::new(7);
    let path = dense::path(&mut trees, s, t, successors, predecessors, usize::MAX);
    assert_eq!(path, Some(vec![s, b, x, t]));
    assert_eq!(
        dense::distance(&mut marks, s, t, successors, predecessors, usize::MAX),
        Some(3)
    );
    assert_eq!(
        dense::distance(&mut marks, s, t, successors, predecessors, 3),
        Some(3)
    );
    assert_eq!(
        dense::path(&mut trees, s, t, successors, predecessors, 2),
        None
    );
    assert_eq!(
        dense::distance(&mut marks, s, t, successors, predecessors, 2),
        None
    );
}

/// The naive search is not wrong everywhere, which is what makes it
/// dangerous: on the same graph with B's neighbours listed X before D, it
/// finds the shortest path. Its answer hangs on the order of a list.
#[test]
fn the_naive_search_is_only_wrong_for_some_neighbour_orders() {
    let [s, a, b, x, d, c, t] = [0, 1, 2, 3, 4, 5, 6];
    let graph = Graph::undirected(7, &[(s, a), (s, b), (t, c), (t, x), (b, x), (b, d), (c, d)]);
    assert_eq!(graph.out[b], vec![s, x, d]);
    assert_eq!(naive_alternating(&graph, s, t).unwrap(), vec![s, b, x, t]);
}

/// A directed chain `start -> a1 -> .. -> a5 -> goal`, with a fan of 50
/// states, each with 20 of its own, either out of the start (`fan_out`) or
/// into the goal (`fan_in`): one end of the search branches far more than
/// the other.
fn chain_with_a_fan(fan_out: bool, fan_in: bool) -> Graph {
    let (start, goal) = (0, 6);
    let nodes = 7 + 50 * 21;
    let mut out = vec![Vec::new(); nodes];
    let mut into = vec![Vec::new(); nodes];
    let mut add = |from: usize, to: usize| {
        out[from].push(to);
        into[to].push(from);
    };
    for u in start..goal {
        add(u, u + 1);
    }
    let mut next_id = 7;
    for _ in 0..50 {
        let near = next_id;
        next_id += 1;
        if fan_out {
            add(start, near);
        }
        if fan_in {
            add(near, goal);
        }
        for _ in 0..20 {
            if fan_out {
                add(near, next_id);
            }
            if fan_in {
                add(next_id, near);
            }
            next_id += 1;
        }
    }
    Graph { out, into }
}

/// The shortest path bibfs finds from 0 to 6 in `graph` and the number of
/// states it generated (successors and predecessors returned).
fn bibfs_on(graph: &Graph) -> (Vec<usize>, usize) {
    let (start, goal) = (0, 6);
    let generated = Cell::new(0usize);
    let successors = |&u: &usize| {
        generated.set(generated.get() + graph.out[u].len());
        graph.out[u].clone()
    };
    let predecessors = |&u: &usize| {
        generated.set(generated.get() + graph.into[u].len());
        graph.into[u].clone()
    };
    let path = bibfs::path(start, goal, successors, predecessors, usize::MAX).unwrap();
    let by_path = generated.replace(0);
    assert_eq!(
        bibfs::distance(start, goal, successors, predecessors, usize::MAX),
        Some(6)
    );
    assert_eq!(
        generated.get(),
        by_path,
        "path and distance grow the same layers"
    );
    (path, by_path)
}

/// Growing the smaller frontier keeps to the thin end of the search: about
/// 60 states either way. Growing the larger frontier walks into the fan
/// out of the start (over 1,000 states); strictly alternating the sides
/// walks into either fan, and so does the single queue, which is strict
/// alternation: right answer, twenty times the work.
#[test]
fn the_smaller_frontier_is_grown_first() {
    for (fan_out, fan_in) in [(true, false), (false, true)] {
        let graph = chain_with_a_fan(fan_out, fan_in);
        let (path, generated) = bibfs_on(&graph);
        assert_eq!(path, vec![0, 1, 2, 3, 4, 5, 6]);
        assert!(
            generated < 200,
            "fan out {}, fan in {}: generated {} states",
            fan_out,
            fan_in,
            generated
        );
        let (distance, by_single_queue) = single_queue(&graph, 0, 6);
        assert_eq!(distance, Some(6));
        println!(
            "fan out {}, fan in {}: bibfs generated {}, the single queue {}",
            fan_out, fan_in, generated, by_single_queue
        );
        assert!(
            by_single_queue > 1_000,
            "fan out {}, fan in {}: the single queue generated only {}",
            fan_out,
            fan_in,
            by_single_queue
        );
    }
}

/// The fan graphs for `dense`: the smaller-frontier rule keeps it to the
/// thin end too, and it finds the same path as `bibfs`.
#[test]
fn the_dense_search_grows_the_smaller_frontier_first() {
    for (fan_out, fan_in) in [(true, false), (false, true)] {
        let graph = chain_with_a_fan(fan_out, fan_in);
        let generated = Cell::new(0usize);
        let successors = |u: usize| {
            generated.set(generated.get() + graph.out[u].len());
            graph.out[u].clone()
        };
        let predecessors = |u: usize| {
            generated.set(generated.get() + graph.into[u].len());
            graph.into[u].clone()
        };
        let mut trees = dense::Trees::new(graph.out.len());
        let path = dense::path(&mut trees, 0, 6, successors, predecessors, usize::MAX);
        assert_eq!(path, Some(vec![0, 1, 2, 3, 4, 5, 6]));
        let by_path = generated.replace(0);
        let mut marks = dense::Marks::new(graph.out.len());
        let found = dense::distance(&mut marks, 0, 6, successors, predecessors, usize::MAX);
        assert_eq!(found, Some(6));
        assert_eq!(
            generated.get(),
            by_path,
            "path and distance grow the same layers"
        );
        assert_eq!(
            by_path,
            bibfs_on(&graph).1,
            "dense and bibfs grow the same layers"
        );
        assert!(
            by_path < 200,
            "fan out {}, fan in {}: generated {} states",
            fan_out,
            fan_in,
            by_path
        );
    }
}

/// A search that runs out on one side ends there, even though the other
/// side could go on: here nothing leads into the goal.
#[test]
fn an_empty_side_ends_the_search() {
    // Forward: a ring of a million states; backward: the goal has no
    // predecessor, so it is unreachable, and that is known after one layer.
    let ring = 1_000_000u32;
    let calls = Cell::new(0u32);
    let successors = |&n: &u32| {
        calls.set(calls.get() + 1);
        vec![(n + 1) % ring, (n + 2) % ring]
    };
    let no_predecessors = |_: &u32| Vec::new();
    let goal = ring; // outside the ring
    assert_eq!(
        bibfs::path(0, goal, successors, no_predecessors, usize::MAX),
        None
    );
    assert_eq!(
        bibfs::distance(0, goal, successors, no_predecessors, usize::MAX),
        None
    );
    assert!(calls.get() < 10, "{} forward expansions", calls.get());
}

/// Owned, non-`Copy` states: words, where one step appends `a`, appends
/// `b`, or drops the first letter. The backward moves undo those: drop a
/// final `a` or `b`, or put any letter back in front.
#[test]
fn owned_states_work_too() {
    let successors = |word: &String| {
        let mut next = vec![format!("{}a", word), format!("{}b", word)];
        if !word.is_empty() {
            next.push(word[1..].to_string());
        }
        next
    };
    let predecessors = |word: &String| {
        let mut previous = Vec::new();
        if word.ends_with('a') || word.ends_with('b') {
            previous.push(word[..word.len() - 1].to_string());
        }
        for letter in ["a", "b"] {
            previous.push(format!("{}{}", letter, word));
        }
        previous
    };
    let start = "abba".to_string();
    let goal = "bab".to_string();
    let expected = bfs::distance(start.clone(), |w| *w == goal, successors, usize::MAX).unwrap();
    let path = bibfs::path(
        start.clone(),
        goal.clone(),
        successors,
        predecessors,
        usize::MAX,
    )
    .unwrap();
    assert_eq!(path.len() - 1, expected);
    assert_eq!(path.first(), Some(&start));
    assert_eq!(path.last(), Some(&goal));
    for step in path.windows(2) {
        assert!(successors(&step[0]).contains(&step[1]), "{:?}", path);
    }
    assert_eq!(
        bibfs::distance(start, goal, successors, predecessors, usize::MAX),
        Some(expected)
    );
}

/// The trap is no curiosity: on random sparse graphs of 20 to 40 states
/// the naive search returns a too-long path for about one reachable pair
/// in fifteen (133 of 1,974 here), and bibfs and the single queue for none.
#[test]
fn the_trap_is_common_in_random_graphs() {
    let mut rng = Rng::new(7);
    let (mut asked, mut naive_too_long) = (0, 0);
    for _ in 0..2000 {
        let nodes = 20 + rng.below(20);
        let edges: Vec<(usize, usize)> = (0..2 * nodes + rng.below(nodes))
            .map(|_| (rng.below(nodes), rng.below(nodes)))
            .collect();
        let graph = Graph::undirected(nodes, &edges);
        let successors = |&u: &usize| graph.out[u].clone();
        let (start, goal) = (rng.below(nodes), rng.below(nodes));
        let shortest = match bfs::distance(start, |&u| u == goal, successors, usize::MAX) {
            Some(shortest) => shortest,
            None => continue,
        };
        asked += 1;
        let naive = naive_alternating(&graph, start, goal).unwrap();
        naive_too_long += usize::from(naive.len() - 1 > shortest);
        assert_eq!(single_queue(&graph, start, goal).0, Some(shortest));
        let path = bibfs::path(start, goal, successors, successors, usize::MAX).unwrap();
        assert_eq!(path.len() - 1, shortest);
        let ranks = |u: usize| graph.out[u].clone();
        let mut trees = dense::Trees::new(nodes);
        let path = dense::path(&mut trees, start, goal, ranks, ranks, usize::MAX).unwrap();
        assert_eq!(path.len() - 1, shortest);
    }
    println!(
        "naive too long for {} of {} reachable pairs",
        naive_too_long, asked
    );
    assert!(
        naive_too_long * 25 > asked,
        "{} of {}",
        naive_too_long,
        asked
    );
}

/// The single queue on many more graphs, directed ones included (where the
/// backward side walks the edges the other way): never a wrong distance,
/// and never a touch missed when the goal is unreachable.
#[test]
fn the_single_queue_is_never_wrong() {
    let mut rng = Rng::new(11);
    let mut connected = 0;
    for round in 0..30_000 {
        let nodes = 2 + rng.below(30);
        let edges: Vec<(usize, usize)> = (0..nodes + rng.below(2 * nodes))
            .map(|_| (rng.below(nodes), rng.below(nodes)))
            .collect();
        let graph = if round % 2 == 0 {
            Graph::undirected(nodes, &edges)
        } else {
            let mut out = vec![Vec::new(); nodes];
            let mut into = vec![Vec::new(); nodes];
            for &(a, b) in &edges {
                out[a].push(b);
                into[b].push(a);
            }
            Graph { out, into }
        };
        let (start, goal) = (rng.below(nodes), rng.below(nodes));
        let shortest = bfs::distance(start, |&u| u == goal, |&u| graph.out[u].clone(), usize::MAX);
        connected += usize::from(shortest.is_some());
        assert_eq!(
            single_queue(&graph, start, goal).0,
            shortest,
            "{:?} from {} to {}",
            graph.out,
            start,
            goal
        );
    }
    assert!(connected > 10_000, "only {} connected pairs", connected);
}

/// THE WRONG WAY for a mirrored search, kept here only to show its trap:
/// one BFS from the start, whole layers, that returns at the FIRST state
/// whose image is stored, whatever the depths: the length of that path.
fn first_pair_mirrored(graph: &Graph, image: &[usize], start: usize) -> Option<usize> {
    let mut depth = HashMap::from([(start, 0)]);
    let mut layer = vec![start];
    if image[start] == start {
        return Some(0);
    }
    for k in 1.. {
        let mut next = Vec::new();
        for &u in &layer {
            for &v in &graph.out[u] {
                if depth.contains_key(&v) {
                    continue;
                }
                depth.insert(v, k);
                if let Some(&j) = depth.get(&image[v]) {
                    return Some(k + j);
                }
                next.push(v);
            }
        }
        if next.is_empty() {
            return None;
        }
        layer = next;
    }
    None
}

/// The mirrored search's trap. Eight states, undirected, and a flip `m`
/// that swaps S and G, A and A', Y and Y', Z and B:
///
/// ```text
///     S = start, G = m(S) = goal       shortest:  S A Z G       (3 moves)
///     S - A, S - B      G - A', G - Z  first pair: S A Y' A' G  (4 moves)
///     A - Y, A - Y'     A' - Y', A' - Y
///     A - Z             A' - B
/// ```
///
/// Layer 1 is A, B. Layer 2 expands A, whose neighbours come in the order
/// S, Y, Y', Z: Y (image Y' not stored yet), then Y', whose image Y is in
/// the same layer (an even meeting, 2 + 2 moves), then Z, whose image B
/// is in layer 1 (an odd meeting, 2 + 1). A search that stops at the first
/// pair answers 4; the template keeps the even meeting until the layer is
/// complete, and the odd one, met before that, wins.
#[test]
fn the_mirrored_search_does_not_stop_at_the_first_even_meeting() {
    let [s, g, a, a2, y, y2, z, b] = [0, 1, 2, 3, 4, 5, 6, 7];
    let image = [g, s, a2, a, y2, y, b, z];
    let edges = [
        (s, a),
        (g, a2),
        (s, b),
        (g, z),
        (a, y),
        (a2, y2),
        (a, y2),
        (a2, y),
        (a, z),
        (a2, b),
    ];
    let graph = Graph::undirected(8, &edges);
    for &(u, v) in &edges {
        assert!(
            graph.out[image[u]].contains(&image[v]),
            "m maps edges to edges"
        );
    }
    assert_eq!(
        (graph.out[s].clone(), graph.out[a].clone()),
        (vec![a, b], vec![s, y, y2, z])
    );
    assert_eq!(
        first_pair_mirrored(&graph, &image, s),
        Some(4),
        "the trap is set"
    );

    let successors = |&u: &usize| graph.out[u].clone();
    let m = |&u: &usize| image[u];
    assert_eq!(
        mirror::path(s, m, successors, usize::MAX),
        Some(vec![s, a, z, g])
    );
    assert_eq!(mirror::distance(s, m, successors, usize::MAX), Some(3));
    assert_eq!(mirror::distance(s, m, successors, 3), Some(3));
    assert_eq!(mirror::path(s, m, successors, 2), None);
    // From A the goal is A', two moves away: an even meeting, the pair Y,
    // Y' of layer 1 met at Y', kept to the end of the layer.
    assert_eq!(
        mirror::path(a, m, successors, usize::MAX),
        Some(vec![a, y2, a2])
    );
}
