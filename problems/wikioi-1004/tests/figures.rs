//! The figures of NOTES.md that the other tests do not assert: the states
//! the solution's search stores (per bench input, and over all 411,840
//! boards), what the bidirectional search of `cargo trace` stores (the
//! template's, to a virtual goal one move past every line: its first
//! backward layer is the goal set), and how many answers a rule letting a
//! stuck side pass would shorten. Not a check, so ignored; run it optimised:
//!
//!     cargo test --release -p wikioi-1004 --test figures -- --ignored --nocapture

mod common;

use wikioi_1004::fast::{self as solution, State, ToMove};
use wikioi_1004::lab::{self, LAB};

fn state_of(board: &common::Board) -> State {
    solution::read_board(&common::board_text(board)).unwrap()
}

#[test]
#[ignore]
fn stored_states_and_the_traces() {
    println!("| input | answer | one-way stored | one-way generated | two-way stored | two-way generated |");
    println!("|---|---:|---:|---:|---:|---:|");
    let root = judging::workspace::root();
    let mut inputs: Vec<std::path::PathBuf> =
        common::files_with_extension(&common::bench_dir(), "in");
    inputs.push(root.join(LAB.chart_input));
    for path in inputs {
        let input = std::fs::read_to_string(&path).unwrap();
        let traced = (LAB.trace)(&input, 1).unwrap();
        println!(
            "| `{}` | {} | {} | {} | {} | {} |",
            path.strip_prefix(&root).unwrap().display(),
            traced.one_way.distance.unwrap(),
            traced.one_way.stored(),
            traced.one_way.generated(),
            traced.two_way.stored(),
            traced.two_way.generated()
        );
    }

    // The solution's search on every board: states stored, mean and most.
    let boards = common::all_boards();
    let (mut total, mut most, mut most_board) = (0usize, 0usize, String::new());
    for board in &boards {
        let start = state_of(board);
        let search = lab::one_way(start);
        total += search.stored();
        if search.stored() > most {
            most = search.stored();
            most_board = common::board_text(board).replace('\n', " ");
        }
    }
    println!(
        "over all {} boards: {:.1} states stored on average, {} at most ({})",
        boards.len(),
        total as f64 / boards.len() as f64,
        most,
        most_board.trim_end()
    );
}

/// A rule the statement does not have: a side with no move passes (the turn
/// goes to the other side, and the pass counts as a move).
fn successors_with_pass(state: &State) -> Vec<State> {
    let next = solution::successors(state);
    match state.to_move {
        ToMove::Black if next.is_empty() => vec![State {
            to_move: ToMove::White,
            ..*state
        }],
        ToMove::White if next.is_empty() => vec![State {
            to_move: ToMove::Black,
            ..*state
        }],
        _ => next,
    }
}

#[test]
#[ignore]
fn answers_a_pass_rule_would_shorten() {
    let mut shortened = 0;
    for board in common::all_boards() {
        let start = state_of(&board);
        let distance = |moves: fn(&State) -> Vec<State>| {
            template::bfs::distance(start, solution::has_line, moves, usize::MAX)
        };
        let (rule, with_pass) = (
            distance(solution::successors),
            distance(successors_with_pass),
        );
        assert!(with_pass <= rule);
        shortened += usize::from(with_pass < rule);
    }
    println!("a pass rule shortens the answers of {} boards", shortened);
}

/// What `cargo trace wikioi-1004 < samples/wikioi-1004/deepest-seven-moves.in`
/// shows and the chart draws: each layer of both searches.
#[test]
#[ignore]
fn the_chart_input_traced() {
    let root = judging::workspace::root();
    let input = std::fs::read_to_string(root.join(LAB.chart_input)).unwrap();
    let traced = (LAB.trace)(&input, 1).unwrap();
    println!("{}", traced.title);
    for search in [&traced.one_way, &traced.two_way] {
        for layer in &search.layers {
            println!("{:?}", layer);
        }
        println!(
            "distance {:?}, stored {}, generated {}\n",
            search.distance,
            search.stored(),
            search.generated()
        );
    }
    println!("meeting: {:?}, notes: {:?}", traced.meeting, traced.notes);
}
