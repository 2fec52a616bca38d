# Eight (chapter 3's bug hunt): a bidirectional search with a bug.
# A board is a string of its nine cells row by row, "x" for the space.
import sys

GOAL = "12345678x"
# Where the space goes, as a change of its index in the string.
STEP = {"u": -3, "d": 3, "l": -1, "r": 1}
LETTER = {change: letter for letter, change in STEP.items()}


def neighbours(board):
    """The boards one move away (and one move before: a move is undone by
    the opposite one)."""
    space = board.index("x")
    result = []
    for change in STEP.values():
        to = space + change
        if 0 <= to < 9:
            cells = list(board)
            cells[space], cells[to] = cells[to], cells[space]
            result.append("".join(cells))
    return result


def solvable(board):
    """An even number of inversions among the tiles, as the goal has."""
    tiles = board.replace("x", "")
    inversions = sum(1 for i in range(8) for j in range(i + 1, 8) if tiles[i] > tiles[j])
    return inversions % 2 == 0


def shortest_path(start):
    """Boards from start to GOAL: whole layers, the smaller frontier first,
    stopping at the first board both sides have stored."""
    if start == GOAL:
        return [start]
    parent = [{start: None}, {GOAL: None}]
    layer = [[start], [GOAL]]
    while layer[0] and layer[1]:
        side = 0 if len(layer[0]) <= len(layer[1]) else 1
        mine, other = parent[side], parent[1 - side]
        next_layer = []
        for board in layer[side]:
            for nxt in neighbours(board):
                if nxt in mine:
                    continue
                mine[nxt] = board
                if nxt in other:
                    return joined(parent, nxt)
                next_layer.append(nxt)
        layer[side] = next_layer
    return None


def joined(parent, meeting):
    """The forward side's path to the meeting, then the backward side's."""
    path = []
    board = meeting
    while board is not None:
        path.append(board)
        board = parent[0][board]
    path.reverse()
    board = parent[1][meeting]
    while board is not None:
        path.append(board)
        board = parent[1][board]
    return path


def answer(board):
    if not solvable(board):
        return "unsolvable"
    path = shortest_path(board)
    spaces = [b.index("x") for b in path]
    return "".join(LETTER[b - a] for a, b in zip(spaces, spaces[1:]))


cells = sys.stdin.read().split()
for i in range(0, len(cells), 9):
    print(answer("".join(cells[i:i + 9])))
