# Bug hunt (chapter 1, poj-3984): a breadth-first search for the maze that
# passes most samples and is still wrong. Find the bug; the chapter's README
# has the answer, folded.
#
#   cargo samples poj-3984 --run "python3 problems/poj-3984/exercises/maze.py"
#   cargo stress poj-3984 --run "python3 problems/poj-3984/exercises/maze.py"
import sys

SIZE = 5
STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))  # up, down, left, right

cells = sys.stdin.read().split()
is_open = [[cells[SIZE * row + col] == "0" for col in range(SIZE)] for row in range(SIZE)]
start, goal = (0, 0), (SIZE - 1, SIZE - 1)

# Every cell is marked the moment it is queued, with the cell it came from,
# so no cell enters the queue twice.
came_from = {start: None}
queue = [start]
while queue:
    row, col = queue.pop()
    if (row, col) == goal:
        break
    for d_row, d_col in STEPS:
        nxt = (row + d_row, col + d_col)
        if 0 <= nxt[0] < SIZE and 0 <= nxt[1] < SIZE and is_open[nxt[0]][nxt[1]]:
            if nxt not in came_from:
                came_from[nxt] = (row, col)
                queue.append(nxt)

# Walk back from the goal, then print the path from the start.
path = []
cell = goal
while cell is not None:
    path.append(cell)
    cell = came_from[cell]
for row, col in reversed(path):
    print(f"({row}, {col})")
