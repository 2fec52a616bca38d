# Open the Lock: two searches, from the lock and from the password, that
# take turns one code at a time and stop where they touch. The bug hunt of
# chapter 4: the samples reject this program. Find the bug.
import sys
from collections import deque

CODES = 9 ** 4


def rank(code):
    """The code's digits less one, read in base 9: a number below 6,561."""
    r = 0
    for ch in code:
        r = 9 * r + int(ch) - 1
    return r


def neighbour_table():
    """The 11 ranks one step from each rank: each digit up, then down, then
    the three swaps of neighbouring digits."""
    table = []
    for r in range(CODES):
        d = [r // 729 % 9, r // 81 % 9, r // 9 % 9, r % 9]
        nxt = []
        for i in range(4):
            for turned in ((d[i] + 1) % 9, (d[i] + 8) % 9):
                e = d[:]
                e[i] = turned
                nxt.append(((e[0] * 9 + e[1]) * 9 + e[2]) * 9 + e[3])
        for i in range(3):
            e = d[:]
            e[i], e[i + 1] = e[i + 1], e[i]
            nxt.append(((e[0] * 9 + e[1]) * 9 + e[2]) * 9 + e[3])
        table.append(nxt)
    return table


NEXT = neighbour_table()


def steps(lock, password):
    if lock == password:
        return 0
    dist = [[-1] * CODES, [-1] * CODES]
    dist[0][lock] = dist[1][password] = 0
    queue = [deque([lock]), deque([password])]
    while True:
        for side in (0, 1):
            mine, theirs = dist[side], dist[1 - side]
            code = queue[side].popleft()
            if theirs[code] >= 0:
                return mine[code] + theirs[code]
            for n in NEXT[code]:
                if mine[n] < 0:
                    mine[n] = mine[code] + 1
                    queue[side].append(n)


def main():
    words = sys.stdin.read().split()
    out = []
    for case in range(int(words[0])):
        lock, password = words[1 + 2 * case], words[2 + 2 * case]
        out.append(str(steps(rank(lock), rank(password))))
    print("\n".join(out))


main()
