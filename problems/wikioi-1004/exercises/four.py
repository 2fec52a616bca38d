# Bug hunt (chapter 2, wikioi-1004): a breadth-first search to the goal set,
# tested on each new state as the chapter says, that still gets answers
# wrong. Find the bug; the chapter's README has the answer, folded.
#
#   cargo samples wikioi-1004 --run "python3 problems/wikioi-1004/exercises/four.py"
#   cargo stress wikioi-1004 --run "python3 problems/wikioi-1004/exercises/four.py"
import sys
from collections import deque

# The ten lines of four, as cell numbers 4 * row + col.
LINES = [[4 * r + c for c in range(4)] for r in range(4)]
LINES += [[4 * r + c for r in range(4)] for c in range(4)]
LINES += [[0, 5, 10, 15], [3, 6, 9, 12]]


def has_line(board):
    return any(board[a] != "O" and all(board[i] == board[a] for i in line)
               for line in LINES for a in line[:1])


def slides(board, colour):
    """Every board one slide of a `colour` piece into an empty cell away."""
    for empty in (i for i in range(16) if board[i] == "O"):
        row, col = divmod(empty, 4)
        for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
            if 0 <= r < 4 and 0 <= c < 4 and board[4 * r + c] == colour:
                cells = list(board)
                cells[empty], cells[4 * r + c] = colour, "O"
                yield "".join(cells)


start = "".join(sys.stdin.read().split())
if has_line(start):
    print(0)
    sys.exit()

# A state is the board and the colour to move; the colours take turns.
other = {"B": "W", "W": "B"}
seen = {(start, "B")}
queue = deque([(start, "B", 0)])
while queue:
    board, to_move, moves = queue.popleft()
    for after in slides(board, to_move):
        state = (after, other[to_move])
        if state in seen:
            continue
        if has_line(after):
            print(moves + 1)
            sys.exit()
        seen.add(state)
        queue.append((after, other[to_move], moves + 1))
