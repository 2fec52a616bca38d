# Bug hunt for bw-swap (see the chapter's README). The contest version's plan in
# Python: a state is the open cells packed into one integer, a few bits a cell;
# when a half turn or a flip carries the start onto the goal, one search from the
# start meets its own mirror image, otherwise two searches grow whole layers, the
# smaller side first. It solves the classic puzzle (in about 5 s: Python), yet
# two samples reject it. Find the bug.
import sys

CLASSIC = "BLACK\n#.#.#\nWHITE\n\nWHITE\n#.#.#\nBLACK\n"


def read_boards(text):
    """The boards of the input: groups of rows separated by blank lines."""
    boards, rows = [], []
    for line in text.splitlines() + [""]:
        if line.strip():
            rows.append(line.strip())
        elif rows:
            boards.append(rows)
            rows = []
    return boards


def main():
    text = sys.stdin.read()
    start_rows, goal_rows = read_boards(text if text.strip() else CLASSIC)
    width, start, goal = len(start_rows[0]), "".join(start_rows), "".join(goal_rows)
    height = len(start) // width
    cells = [c for c in range(len(start)) if start[c] != "#"]  # the open cells
    n = len(cells)
    pieces = sorted(set(start + goal) - set("#."))
    kinds = "." + "".join(pieces)  # code 0 is the empty cell, then the pieces
    bits = max(1, len(pieces).bit_length())  # codes 0 to len(pieces)
    low = (1 << bits) - 1

    def pack(board):
        return sum(kinds.index(board[c]) << (i * bits) for i, c in enumerate(cells))

    def draw(state):
        board = list(start)
        for i, c in enumerate(cells):
            board[c] = kinds[(state >> (i * bits)) & low]
        return "\n".join("".join(board[r * width:(r + 1) * width]) for r in range(height))

    def next_to(a, b):
        return abs(a - b) == width or (abs(a - b) == 1 and a // width == b // width)

    near = [[j for j in range(n) if next_to(cells[i], cells[j])] for i in range(n)]

    def moves(state):
        """Each piece to each empty cell it reaches through empty cells."""
        code = [(state >> (i * bits)) & low for i in range(n)]
        for i in range(n):
            if code[i]:
                reached, todo = {i}, [i]
                while todo:
                    for j in near[todo.pop()]:
                        if j not in reached and not code[j]:
                            reached.add(j)
                            todo.append(j)
                            yield state - (code[i] << (i * bits)) + (code[i] << (j * bits))

    # A half turn, a flip top to bottom, a flip left to right.
    turns = [lambda c: len(start) - 1 - c,
             lambda c: (height - 1 - c // width) * width + c % width,
             lambda c: c // width * width + width - 1 - c % width]
    turn = next((t for t in turns if all(goal[t(c)] == start[c] for c in range(len(start)))), None)
    if start == goal:
        path = [pack(start)]
    elif turn:
        to = [cells.index(turn(c)) for c in cells]
        mirror = lambda s: sum(((s >> (i * bits)) & low) << (to[i] * bits) for i in range(n))
        path = mirrored(pack(start), mirror, moves)
    else:
        path = two_sided(pack(start), pack(goal), moves)
    if path is None:
        print("unsolvable")
    else:
        print(len(path) - 1)
        print("".join(draw(state) + "\n\n" for state in path), end="")


def chain(parent, state):
    """The states from the root of `parent` to `state`."""
    states = []
    while state is not None:
        states.append(state)
        state = parent[state]
    return states[::-1]


def mirrored(start, mirror, moves):
    """One side from the start, whole layers, meeting its own mirror image."""
    parent, layer = {start: None}, [start]
    while layer:
        next_layer = []
        for state in layer:
            for new in moves(state):
                if new not in parent:
                    parent[new] = state
                    next_layer.append(new)
                    image = mirror(new)
                    if image in parent:  # start .. new, then image .. start mirrored
                        back = chain(parent, image)[-2::-1]
                        return chain(parent, new) + [mirror(s) for s in back]
        layer = next_layer
    return None


def two_sided(start, goal, moves):
    """Two searches, whole layers, the side with the smaller layer first."""
    parents, layers = [{start: None}, {goal: None}], [[start], [goal]]
    while layers[0] and layers[1]:
        side = 0 if len(layers[0]) <= len(layers[1]) else 1
        mine, other, next_layer = parents[side], parents[1 - side], []
        for state in layers[side]:
            for new in moves(state):
                if new not in mine:
                    mine[new] = state
                    if new in other:
                        forward = chain(parents[0], new)
                        return forward + chain(parents[1], new)[::-1][1:]
                    next_layer.append(new)
        layers[side] = next_layer
    return None


main()
