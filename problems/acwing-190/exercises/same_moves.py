# Bug hunt for acwing-190 (see the chapter's README): a bidirectional BFS that
# grows whole layers, the smaller side first, with 10 layers shared by the two
# sides. It passes the official sample. Find the input it gets wrong, and why.
import sys


def neighbours(text, rules):
    """Every string one rewrite away: each rule at each occurrence."""
    found = []
    for left, right in rules:
        at = text.find(left)
        while at != -1:
            found.append(text[:at] + right + text[at + len(left):])
            at = text.find(left, at + 1)
    return found


def grow(layer, seen, other, rules):
    """The next layer of one side; True as well if it touched the other side."""
    next_layer = []
    for text in layer:
        for new in neighbours(text, rules):
            if new in seen:
                continue
            if new in other:
                return next_layer, True
            seen.add(new)
            next_layer.append(new)
    return next_layer, False


def min_steps(start, goal, rules, limit=10):
    if start == goal:
        return 0
    front, back = [start], [goal]
    seen_front, seen_back = {start}, {goal}
    for depth in range(1, limit + 1):
        if not front or not back:
            return None
        if len(front) <= len(back):
            front, met = grow(front, seen_front, seen_back, rules)
        else:
            back, met = grow(back, seen_back, seen_front, rules)
        if met:
            return depth
    return None


def main():
    words = sys.stdin.read().split()
    start, goal = words[0], words[1]
    rules = list(zip(words[2::2], words[3::2]))
    steps = min_steps(start, goal, rules)
    print("NO ANSWER!" if steps is None else steps)


main()
