//! Checkers for the problems whose judges accept more than one answer.
//!
//! Each takes the input, the expected output (a sample's `.out`, trusted for
//! the optimal length only) and the received output, and says `Ok` or why
//! the answer is wrong. They re-derive everything else from the input, so a
//! wrong move, a wrong length or a wrong board is refused even when the
//! expected text shows a different valid answer.

use crate::compare::significant_lines;

/// A checker: `(input, expected, received)`.
pub type Checker = fn(&str, &str, &str) -> Result<(), String>;

/// The checker named in a problem's `[package.metadata.judge] checker`;
/// `exact` is plain line comparison.
pub fn by_name(name: &str) -> Option<Checker> {
    match name {
        "exact" => Some(exact),
        "poj-3984" => Some(poj_3984),
        "poj-1077" => Some(poj_1077),
        "bw-swap" => Some(bw_swap),
        _ => None,
    }
}

/// Line-by-line comparison (trailing spaces, CRLF, final blank lines aside).
pub fn exact(_input: &str, expected: &str, received: &str) -> Result<(), String> {
    crate::compare::lines(expected, received)
}

/// poj-3984: a path of open cells from `(0, 0)` to `(4, 4)`, one orthogonal
/// step per line, exactly as long as the expected one.
pub fn poj_3984(input: &str, expected: &str, received: &str) -> Result<(), String> {
    let cells: Vec<&str> = input.split_ascii_whitespace().collect();
    if cells.len() != 25 || cells.iter().any(|c| *c != "0" && *c != "1") {
        return Err("checker: the input is not a 5x5 grid of 0 and 1".into());
    }
    let open = |r: usize, c: usize| cells[r * 5 + c] == "0";
    let want = significant_lines(expected).len();
    let got = significant_lines(received);
    if got.len() != want {
        return Err(format!(
            "expected a path of {} cells, received {} lines",
            want,
            got.len()
        ));
    }
    let mut previous: Option<(usize, usize)> = None;
    for (i, line) in got.iter().enumerate() {
        let (r, c) = parse_cell(line)
            .ok_or_else(|| format!("line {}: expected `(row, col)`, received `{}`", i + 1, line))?;
        if !open(r, c) {
            return Err(format!("line {}: ({}, {}) is a wall", i + 1, r, c));
        }
        match previous {
            None if (r, c) != (0, 0) => return Err("the path does not start at (0, 0)".into()),
            Some((pr, pc)) if pr.abs_diff(r) + pc.abs_diff(c) != 1 => {
                return Err(format!(
                    "line {}: ({}, {}) is not next to ({}, {})",
                    i + 1,
                    r,
                    c,
                    pr,
                    pc
                ));
            }
            _ => {}
        }
        previous = Some((r, c));
    }
    if previous != Some((4, 4)) {
        return Err("the path does not end at (4, 4)".into());
    }
    Ok(())
}

/// `(r, c)` with exactly one space after the comma, digits 0 to 4.
fn parse_cell(line: &str) -> Option<(usize, usize)> {
    let inner = line.strip_prefix('(')?.strip_suffix(')')?;
    let (r, c) = inner.split_once(", ")?;
    let digit = |s: &str| match s.as_bytes() {
        [d @ b'0'..=b'4'] => Some(usize::from(d - b'0')),
        _ => None,
    };
    Some((digit(r)?, digit(c)?))
}

/// poj-1077 (and HDU 1043): for each puzzle of the input, one line: either
/// `unsolvable` where expected says so, or moves of the space (`u d l r`)
/// that reach `1 2 3 4 5 6 7 8 x` in exactly as many moves as expected.
pub fn poj_1077(input: &str, expected: &str, received: &str) -> Result<(), String> {
    let tokens: Vec<&str> = input.split_ascii_whitespace().collect();
    if tokens.is_empty() || tokens.len() % 9 != 0 {
        return Err("checker: the input is not a list of 3x3 puzzles".into());
    }
    // Expected lines keep empty ones (a puzzle that starts solved needs no
    // move), so take lines as they are and drop only the final newline.
    let want: Vec<&str> = expected.lines().map(str::trim_end).collect();
    let got: Vec<&str> = received.lines().map(str::trim_end).collect();
    let puzzles = tokens.len() / 9;
    if want.len() != puzzles {
        return Err(format!(
            "checker: {} puzzles but {} expected lines",
            puzzles,
            want.len()
        ));
    }
    if got.len() != puzzles {
        return Err(format!(
            "expected {} lines, one per puzzle, received {}",
            puzzles,
            got.len()
        ));
    }
    for (k, cells) in tokens.chunks(9).enumerate() {
        let case = k + 1;
        let (w, g) = (want[k], got[k]);
        if w == "unsolvable" || g == "unsolvable" {
            if w != g {
                return Err(format!(
                    "puzzle {}: expected `{}`, received `{}`",
                    case, w, g
                ));
            }
            continue;
        }
        if g.len() != w.len() {
            return Err(format!(
                "puzzle {}: expected {} moves, received {}",
                case,
                w.len(),
                g.len()
            ));
        }
        let mut board: Vec<&str> = cells.to_vec();
        let mut space = board
            .iter()
            .position(|&c| c == "x")
            .ok_or("checker: a puzzle has no x")?;
        for (i, step) in g.bytes().enumerate() {
            let (row, col) = (space / 3, space % 3);
            let next = match step {
                b'u' if row > 0 => space - 3,
                b'd' if row < 2 => space + 3,
                b'l' if col > 0 => space - 1,
                b'r' if col < 2 => space + 1,
                _ => {
                    return Err(format!(
                        "puzzle {}: move {} `{}` is not possible",
                        case,
                        i + 1,
                        step as char
                    ))
                }
            };
            board.swap(space, next);
            space = next;
        }
        if board != ["1", "2", "3", "4", "5", "6", "7", "8", "x"] {
            return Err(format!(
                "puzzle {}: the moves end at {}, not at the goal",
                case,
                board.join(" ")
            ));
        }
    }
    Ok(())
}

/// The classic bw-swap instance, solved when the input is empty.
pub const BW_SWAP_CLASSIC: [&str; 2] = ["BLACK\n#.#.#\nWHITE\n", "WHITE\n#.#.#\nBLACK\n"];

/// bw-swap: the count `N` as expected (or `unsolvable` as expected), then
/// `N + 1` boards, each followed by a blank line, from the start to the
/// goal, each one legal move after the one before: a single piece carried
/// along empty cells to an empty cell.
pub fn bw_swap(input: &str, expected: &str, received: &str) -> Result<(), String> {
    let (start, goal) = if input.trim().is_empty() {
        (
            board_rows(BW_SWAP_CLASSIC[0]),
            board_rows(BW_SWAP_CLASSIC[1]),
        )
    } else {
        let boards = split_boards(input);
        if boards.len() != 2 {
            return Err(format!(
                "checker: the input holds {} boards, not 2",
                boards.len()
            ));
        }
        (boards[0].clone(), boards[1].clone())
    };
    let want = significant_lines(expected);
    let got = significant_lines(received);
    let first = |lines: &[&str]| lines.first().map(|s| s.to_string()).unwrap_or_default();
    if want.first() == Some(&"unsolvable") || got.first() == Some(&"unsolvable") {
        return if got == ["unsolvable"] && want == ["unsolvable"] {
            Ok(())
        } else {
            Err(format!(
                "expected `{}`, received `{}`",
                first(&want),
                first(&got)
            ))
        };
    }
    let moves: usize = want
        .first()
        .and_then(|s| s.parse().ok())
        .ok_or("checker: the expected output does not start with a count")?;
    if got.first().map(|s| s.parse::<usize>()) != Some(Ok(moves)) {
        return Err(format!(
            "expected {} moves, received `{}`",
            moves,
            first(&got)
        ));
    }
    // Boards are separated by blank lines: rebuild them from the received
    // text after the count line.
    let body = received
        .split_once('\n')
        .map(|(_, rest)| rest)
        .unwrap_or("");
    if !body.replace('\r', "").ends_with("\n\n") {
        return Err("the last board is not followed by a blank line".into());
    }
    let boards = split_boards(body);
    if boards.len() != moves + 1 {
        return Err(format!(
            "expected {} boards, received {}",
            moves + 1,
            boards.len()
        ));
    }
    if boards[0] != start {
        return Err("the first board is not the start".into());
    }
    if boards[moves] != goal {
        return Err("the last board is not the goal".into());
    }
    for (i, pair) in boards.windows(2).enumerate() {
        legal_move(&pair[0], &pair[1]).map_err(|why| format!("move {}: {}", i + 1, why))?;
    }
    Ok(())
}

type Board = Vec<Vec<u8>>;

/// The boards of a text: runs of non-blank lines, each line's white space
/// removed at both ends (spaces are never part of a board).
fn split_boards(text: &str) -> Vec<Board> {
    let mut boards = Vec::new();
    let mut rows: Board = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() {
            if !rows.is_empty() {
                boards.push(std::mem::take(&mut rows));
            }
        } else {
            rows.push(line.as_bytes().to_vec());
        }
    }
    if !rows.is_empty() {
        boards.push(rows);
    }
    boards
}

fn board_rows(text: &str) -> Board {
    split_boards(text).remove(0)
}

/// One piece moved from a cell to an empty cell along empty cells.
fn legal_move(before: &Board, after: &Board) -> Result<(), String> {
    let same_shape =
        before.len() == after.len() && before.iter().zip(after).all(|(a, b)| a.len() == b.len());
    if !same_shape {
        return Err("the board changed shape".into());
    }
    let changed: Vec<(usize, usize)> = (0..before.len())
        .flat_map(|r| (0..before[r].len()).map(move |c| (r, c)))
        .filter(|&(r, c)| before[r][c] != after[r][c])
        .collect();
    let (from, to) = match changed[..] {
        [a, b] if after[a.0][a.1] == b'.' => (a, b),
        [a, b] if after[b.0][b.1] == b'.' => (b, a),
        _ => {
            return Err(format!(
                "{} cells changed, not one piece moved",
                changed.len()
            ))
        }
    };
    let piece = before[from.0][from.1];
    if piece == b'.' || piece == b'#' || before[to.0][to.1] != b'.' || after[to.0][to.1] != piece {
        return Err("a move must carry one piece to an empty cell".into());
    }
    // Walk the empty cells reachable from the piece's cell.
    let mut seen = vec![vec![false; before[0].len()]; before.len()];
    let mut stack = vec![from];
    seen[from.0][from.1] = true;
    while let Some((r, c)) = stack.pop() {
        if (r, c) == to {
            return Ok(());
        }
        let neighbours = [
            (r.wrapping_sub(1), c),
            (r + 1, c),
            (r, c.wrapping_sub(1)),
            (r, c + 1),
        ];
        for (nr, nc) in neighbours {
            if nr < before.len() && nc < before[nr].len() && !seen[nr][nc] && before[nr][nc] == b'.'
            {
                seen[nr][nc] = true;
                stack.push((nr, nc));
            }
        }
    }
    Err(format!(
        "no empty path carries `{}` from {:?} to {:?}",
        piece as char, from, to
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    const MAZE: &str = "0 1 0 0 0\n0 1 0 1 0\n0 0 0 0 0\n0 1 1 1 0\n0 0 0 1 0\n";
    const MAZE_PATH: &str =
        "(0, 0)\n(1, 0)\n(2, 0)\n(2, 1)\n(2, 2)\n(2, 3)\n(2, 4)\n(3, 4)\n(4, 4)\n";

    /// `"00 10 20"` becomes the lines `(0, 0)`, `(1, 0)`, `(2, 0)`.
    fn path(cells: &str) -> String {
        let line = |rc: &str| format!("({}, {})\n", &rc[..1], &rc[1..]);
        cells.split(' ').map(line).collect()
    }

    #[test]
    fn maze_accepts_the_sample_and_any_other_shortest_path() {
        assert_eq!(poj_3984(MAZE, MAZE_PATH, MAZE_PATH), Ok(()));
        assert_eq!(
            poj_3984(MAZE, MAZE_PATH, &MAZE_PATH.replace('\n', "\r\n")),
            Ok(())
        );
        let open = "0 0 0 0 0\n".repeat(5);
        let down_then_right = path("00 10 20 30 40 41 42 43 44");
        let right_then_down = path("00 01 02 03 04 14 24 34 44");
        assert_eq!(poj_3984(&open, &down_then_right, &right_then_down), Ok(()));
    }

    #[test]
    fn maze_refuses_wrong_paths() {
        let refuse = |received: &str| poj_3984(MAZE, MAZE_PATH, received).unwrap_err();
        // Through a wall at (0, 1), then a jump of two cells.
        let through_wall = path("00 01 11 21 22 23 24 34 44");
        assert!(refuse(&through_wall).contains("wall"));
        let diagonal = path("00 10 20 21 22 23 34 44 44");
        assert!(refuse(&diagonal).contains("not next to"));
        let stays = path("00 10 20 21 22 23 24 34 34");
        assert!(refuse(&stays).contains("not next to"));
        assert!(refuse(&MAZE_PATH.replace(", ", ",")).contains("expected `(row, col)`"));
        assert!(refuse(&MAZE_PATH.replace("(4, 4)\n", "")).contains("expected a path of 9"));
        let longer = format!("{}(3, 4)\n(4, 4)\n", MAZE_PATH);
        assert!(refuse(&longer).contains("received 11"));
        let backwards: String = MAZE_PATH
            .lines()
            .rev()
            .map(|l| format!("{}\n", l))
            .collect();
        assert!(refuse(&backwards).contains("start"));
        let short_of_goal = path("00 10 20 21 22 23 24 34 24");
        assert!(refuse(&short_of_goal).contains("end at (4, 4)"));
        assert!(refuse("").contains("received 0"));
    }

    #[test]
    fn a_maze_that_is_not_25_zeros_and_ones_is_a_checker_error() {
        let malformed = |input: &str| poj_3984(input, MAZE_PATH, MAZE_PATH).unwrap_err();
        let short = MAZE.replacen("0 ", "", 1);
        let long = format!("{}0\n", MAZE);
        let digit_two = MAZE.replacen('1', "2", 1);
        for input in [short.as_str(), long.as_str(), digit_two.as_str(), ""] {
            assert!(malformed(input).contains("not a 5x5 grid"), "{:?}", input);
        }
    }

    const EIGHT: &str = "2 3 4 1 5 x 7 6 8\n";
    const EIGHT_MOVES: &str = "ullddrurdllurdruldr\n";

    #[test]
    fn eight_accepts_a_shortest_solution_for_each_puzzle() {
        assert_eq!(poj_1077(EIGHT, EIGHT_MOVES, EIGHT_MOVES), Ok(()));
        let input = format!(
            "{}1 2 3 4 5 6 8 7 x\n1 2 3 4 5 6 7 x 8\n1 2 3\n4 5 6\n7 8 x",
            EIGHT
        );
        let expected = format!("{}unsolvable\nr\n\n", EIGHT_MOVES);
        assert_eq!(
            poj_1077(&input, &expected, &expected.replace('\n', "\r\n")),
            Ok(())
        );
    }

    #[test]
    fn eight_refuses_wrong_answers() {
        let refuse = |received: &str| poj_1077(EIGHT, EIGHT_MOVES, received).unwrap_err();
        assert!(refuse("ullddrurdllurdruld\n").contains("expected 19 moves"));
        assert!(refuse("ullddrurdllurdruldrlr\n").contains("expected 19 moves"));
        assert!(refuse("ldruldruldruldruldr\n").contains("not at the goal"));
        assert!(refuse("dllddrurdllurdruldr\n").contains("not possible"));
        assert!(refuse("unsolvable\n").contains("expected `ullddrurdllurdruldr`"));
        assert!(refuse("").contains("one per puzzle"));
        let unsolvable = "1 2 3 4 5 6 8 7 x";
        assert!(poj_1077(unsolvable, "unsolvable\n", "\n")
            .unwrap_err()
            .contains("unsolvable"));
        let two = format!("{}{}", EIGHT, EIGHT);
        let answer = format!("{}{}", EIGHT_MOVES, EIGHT_MOVES);
        assert_eq!(poj_1077(&two, &answer, &answer), Ok(()));
        assert!(poj_1077(&two, &answer, EIGHT_MOVES)
            .unwrap_err()
            .contains("expected 2 lines"));
    }

    #[test]
    fn a_puzzle_list_that_is_not_nine_tokens_each_is_a_checker_error() {
        // Nothing at all would otherwise be zero puzzles, all answered.
        assert!(poj_1077("", "", "").unwrap_err().contains("not a list"));
        let ten = "2 3 4 1 5 x 7 6 8 9\n";
        assert!(poj_1077(ten, EIGHT_MOVES, EIGHT_MOVES)
            .unwrap_err()
            .contains("not a list"));
    }

    #[test]
    fn a_wrong_answer_names_its_puzzle() {
        let two = format!("{}{}", EIGHT, EIGHT);
        let expected = format!("{}{}", EIGHT_MOVES, EIGHT_MOVES);
        let second_wrong = format!("{}unsolvable\n", EIGHT_MOVES);
        let why = poj_1077(&two, &expected, &second_wrong).unwrap_err();
        assert!(why.starts_with("puzzle 2: "), "{}", why);
    }

    #[test]
    fn a_move_off_the_top_edge_is_rejected() {
        // The first `u` takes the space to the top row, the second off it.
        let off_the_top = "uulddrurdllurdruldr\n";
        let why = poj_1077(EIGHT, EIGHT_MOVES, off_the_top).unwrap_err();
        assert!(why.contains("move 2 `u` is not possible"), "{}", why);
    }

    // The next two boards are solved in six moves, and six moves with one
    // slide across the edge of the board also reach the goal: a checker
    // that reads cells as a row of nine would accept them.

    #[test]
    fn r_from_the_right_column_does_not_wrap() {
        let input = "1 2 3 7 4 6 5 8 x\n";
        assert_eq!(poj_1077(input, "llurdr\n", "llurdr\n"), Ok(()));
        // Up to the right end of the middle row, then `r` to the row below.
        let why = poj_1077(input, "llurdr\n", "ururrd\n").unwrap_err();
        assert!(why.contains("move 2 `r` is not possible"), "{}", why);
    }

    #[test]
    fn l_from_the_left_column_does_not_wrap() {
        let input = "1 2 3 5 7 6 4 8 x\n";
        assert_eq!(poj_1077(input, "luldrr\n", "luldrr\n"), Ok(()));
        // Down to the left end of the bottom row, then `l` to the row above.
        let why = poj_1077(input, "luldrr\n", "ulldld\n").unwrap_err();
        assert!(why.contains("move 5 `l` is not possible"), "{}", why);
    }

    #[test]
    fn bw_swap_accepts_legal_optimal_sequences() {
        // One piece carried along two empty cells is one move.
        assert_eq!(
            bw_swap("A..\n\n..A\n", "1\nA..\n\n..A\n\n", "1\nA..\n\n..A\n\n"),
            Ok(())
        );
        let input = "AB\n..\n\nBA\n..\n";
        let expected = "3\nAB\n..\n\nA.\n.B\n\n.A\n.B\n\nBA\n..\n\n";
        let other = "3\nAB\n..\n\n.B\nA.\n\nB.\nA.\n\nBA\n..\n\n";
        assert_eq!(bw_swap(input, expected, other), Ok(()));
        assert_eq!(
            bw_swap(input, expected, &other.replace('\n', "\r\n")),
            Ok(())
        );
        assert_eq!(
            bw_swap("AB.\n\n.BA\n", "unsolvable\n", "unsolvable\n"),
            Ok(())
        );
    }

    #[test]
    fn bw_swap_refuses_illegal_or_longer_sequences() {
        let input = "AB\n..\n\nBA\n..\n";
        let expected = "3\nAB\n..\n\nA.\n.B\n\n.A\n.B\n\nBA\n..\n\n";
        let refuse = |received: &str| bw_swap(input, expected, received).unwrap_err();
        // Two pieces swapped at once.
        assert!(refuse("1\nAB\n..\n\nBA\n..\n\n").contains("expected 3 moves"));
        assert!(refuse("3\nAB\n..\n\nBA\n..\n\nAB\n..\n\nBA\n..\n\n").contains("cells changed"));
        // A piece that changes its letter on the way.
        assert!(refuse(
            "3\nAB\n..\n\nA.\n.B\n\n.A\n.B\n\nBA\n..\n\n"
                .replace(".A\n.B", ".C\n.B")
                .as_str()
        )
        .contains("one piece"));
        assert!(refuse("3\nAB\n..\n\nA.\n.B\n\n.A\n.B\n\nBA\n..\n").contains("blank line"));
        assert!(refuse("3\nAB\n..\n\nA.\n.B\n\nBA\n..\n\n").contains("expected 4 boards"));
        assert!(refuse("unsolvable\n").contains("expected `3`"));
        let wrong_start = "3\nA.\n.B\n\n.A\n.B\n\nBA\n..\n\nBA\n..\n\n";
        assert!(refuse(wrong_start).contains("start"));
        // Jumping over a piece: no empty path from A to the far cell.
        let jump = bw_swap("AB.\n\n.BA\n", "1\nAB.\n\n.BA\n\n", "1\nAB.\n\n.BA\n\n").unwrap_err();
        assert!(jump.contains("no empty path"), "{}", jump);
        assert!(bw_swap("AB.\n\n.BA\n", "unsolvable\n", "0\nAB.\n\n").is_err());
    }

    // The checker takes the number of moves from the expected output, so
    // the next instances need not be solvable: each is one move that a
    // wrong program might print.

    #[test]
    fn a_wall_is_not_a_piece() {
        let why = bw_swap("#..\n\n..#\n", "1\n", "1\n#..\n\n..#\n\n").unwrap_err();
        assert!(why.contains("carry one piece"), "{}", why);
    }

    #[test]
    fn a_piece_does_not_change_its_letter_on_the_way() {
        let why = bw_swap("A..\n\n..B\n", "1\n", "1\nA..\n\n..B\n\n").unwrap_err();
        assert!(why.contains("carry one piece"), "{}", why);
    }

    #[test]
    fn a_board_that_changes_shape_is_refused() {
        // A row grows a cell in the middle board; the rows still match in
        // number.
        let input = "A..\n\n..A\n";
        let why = bw_swap(input, "2\n", "2\nA..\n\n.A..\n\n..A\n\n").unwrap_err();
        assert!(why.contains("move 1: the board changed shape"), "{}", why);
        // A row appears in the middle board; the rows there all match.
        let why = bw_swap(input, "2\n", "2\nA..\n\n.A.\n...\n\n..A\n\n").unwrap_err();
        assert!(why.contains("move 1: the board changed shape"), "{}", why);
    }

    #[test]
    fn empty_input_means_the_classic_board() {
        let refuse = bw_swap(
            "",
            "56\n",
            "1\nBLACK\n#.#.#\nWHITE\n\nWHITE\n#.#.#\nBLACK\n\n",
        )
        .unwrap_err();
        assert!(refuse.contains("expected 56 moves"), "{}", refuse);
        let refuse = bw_swap("\r\n", "0\n", "0\nWHITE\n#.#.#\nBLACK\n\n").unwrap_err();
        assert!(refuse.contains("start"), "{}", refuse);
    }

    #[test]
    fn checkers_are_found_by_name() {
        for name in ["exact", "poj-3984", "poj-1077", "bw-swap"] {
            assert!(by_name(name).is_some(), "{}", name);
        }
        assert!(by_name("nonsense").is_none());
    }
}
