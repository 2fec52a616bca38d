/* poj-1077 (Eight) by iterative deepening A* with the Manhattan distance,
 * and a planted bug: the parity test is missing. Every solvable board is
 * answered with a shortest path in a few milliseconds; on an unsolvable
 * board the depth bound grows forever and the program never ends, in
 * constant memory. The practice tests expect `cargo stress` to end it at
 * its time bound and report it. */
#include <stdio.h>
#include <string.h>

static int board[9], path[128];
static const int step[4] = {-3, 3, -1, 1};
static const char name[4] = {'u', 'd', 'l', 'r'};

static int manhattan(void) {
    int sum = 0;
    for (int cell = 0; cell < 9; cell++) {
        int tile = board[cell];
        if (tile == 0) continue;
        int home = tile - 1, dr = cell / 3 - home / 3, dc = cell % 3 - home % 3;
        sum += (dr < 0 ? -dr : dr) + (dc < 0 ? -dc : dc);
    }
    return sum;
}

/* Depth-first below `bound`: 0 when solved, else the least estimate that
 * went over the bound. `last` is the previous move, not undone at once. */
static int search(int space, int depth, int bound, int last) {
    int estimate = depth + manhattan();
    if (estimate > bound) return estimate;
    if (estimate == depth) return 0;
    int least = 1 << 30;
    for (int m = 0; m < 4; m++) {
        int to = space + step[m];
        if (last >= 0 && (m ^ 1) == last) continue;
        if (to < 0 || to > 8 || (m == 2 && space % 3 == 0) || (m == 3 && space % 3 == 2)) continue;
        board[space] = board[to];
        board[to] = 0;
        path[depth] = m;
        int found = search(to, depth + 1, bound, m);
        board[to] = board[space];
        board[space] = 0;
        if (found == 0) return 0;
        if (found < least) least = found;
    }
    return least;
}

static void solve(void) {
    int space = 0;
    while (board[space] != 0) space++;
    /* THE BUG: no parity test; an unsolvable board deepens forever. */
    int bound = manhattan();
    for (;;) {
        int found = search(space, 0, bound, -1);
        if (found == 0) break;
        bound = found;
    }
    char moves[128];
    for (int i = 0; i < bound; i++) moves[i] = name[path[i]];
    moves[bound] = '\0';
    puts(moves);
    fflush(stdout);
}

int main(void) {
    char token[16];
    int filled = 0;
    while (scanf("%15s", token) == 1) {
        board[filled++] = token[0] == 'x' ? 0 : token[0] - '0';
        if (filled == 9) {
            solve();
            filled = 0;
        }
    }
    return 0;
}
