# Solitaire (chapter 5's bug hunt): a bidirectional search with a bug.
# A board is an int with one bit set per piece, bit 8 * row + column
# (from 0), so the same four cells in any order are the same board.
import sys

STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))


def moves(board):
    """The boards one move away (and one move before: moves undo alike)."""
    result = []
    for cell in range(64):
        if not board >> cell & 1:
            continue
        row, column = divmod(cell, 8)
        for down, right in STEPS:
            r, c = row + down, column + right
            if 0 <= r < 8 and 0 <= c < 8 and board >> (8 * r + c) & 1:
                r, c = r + down, c + right  # a piece there: try to jump it
            if 0 <= r < 8 and 0 <= c < 8 and not board >> (8 * r + c) & 1:
                result.append(board ^ 1 << cell ^ 1 << (8 * r + c))
    return result


def within_eight(start, target):
    """True if target is at most 8 moves from start: each side searches
    4 moves deep, whole layers at a time, the smaller layer grown first."""
    if start == target:
        return True
    seen = [{start}, {target}]
    layer = [[start], [target]]
    depth = [0, 0]
    while depth[0] < 4 or depth[1] < 4:
        side = 0 if len(layer[0]) <= len(layer[1]) else 1
        other = 1 - side
        next_layer = []
        for board in layer[side]:
            for nxt in moves(board):
                if nxt in seen[other]:
                    return True
                if nxt not in seen[side]:
                    seen[side].add(nxt)
                    next_layer.append(nxt)
        layer[side] = next_layer
        depth[side] += 1
    return False


def board(numbers):
    cells = 0
    for i in range(0, 8, 2):
        cells |= 1 << (8 * (numbers[i] - 1) + numbers[i + 1] - 1)
    return cells


numbers = list(map(int, sys.stdin.read().split()))
for i in range(0, len(numbers), 16):
    start, target = board(numbers[i:i + 8]), board(numbers[i + 8:i + 16])
    print("YES" if within_eight(start, target) else "NO")
