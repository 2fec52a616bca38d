/* hdu-1195 (Open the Lock) with a planted bug: a correct bidirectional
 * search, whole layers and the smaller side first, that forgets to answer 0
 * when the lock already shows the password. Both sides then start from the
 * same code and the first touch is one or two moves out: it prints 1 or 2.
 * The practice tests expect `cargo stress` to find and shrink this. */
#include <stdio.h>
#include <string.h>

/* A code is its four digits as a decimal number, 1111 to 9999. */
static int moves_from(int code, int *next) {
    int digit[4] = {code / 1000, code / 100 % 10, code / 10 % 10, code % 10};
    int count = 0;
    for (int i = 0; i < 4; i++) {
        for (int turn = 0; turn < 2; turn++) {
            int moved[4];
            memcpy(moved, digit, sizeof moved);
            /* Up: 9 wraps to 1. Down: 1 wraps to 9. */
            moved[i] = turn == 0 ? digit[i] % 9 + 1 : (digit[i] + 7) % 9 + 1;
            next[count++] = ((moved[0] * 10 + moved[1]) * 10 + moved[2]) * 10 + moved[3];
        }
    }
    for (int i = 0; i < 3; i++) {
        int moved[4];
        memcpy(moved, digit, sizeof moved);
        moved[i] = digit[i + 1];
        moved[i + 1] = digit[i];
        next[count++] = ((moved[0] * 10 + moved[1]) * 10 + moved[2]) * 10 + moved[3];
    }
    return count;
}

/* Distances from each side's root, -1 where not stored yet. */
static int distance[2][10000];
static int frontier[2][10000], frontier_size[2];

/* Grows one whole layer of `side`; the length of a path on the first
 * touch of the other side, or -1. */
static int grow(int side) {
    int other = 1 - side, layer[10000], layer_size = 0, next[11];
    for (int k = 0; k < frontier_size[side]; k++) {
        int code = frontier[side][k], count = moves_from(code, next);
        for (int i = 0; i < count; i++) {
            int to = next[i];
            if (distance[other][to] >= 0) return distance[side][code] + 1 + distance[other][to];
            if (distance[side][to] >= 0) continue;
            distance[side][to] = distance[side][code] + 1;
            layer[layer_size++] = to;
        }
    }
    memcpy(frontier[side], layer, sizeof(int) * layer_size);
    frontier_size[side] = layer_size;
    return -1;
}

static int solve(int lock, int password) {
    /* THE BUG: missing `if (lock == password) return 0;` */
    memset(distance, -1, sizeof distance);
    distance[0][lock] = 0;
    distance[1][password] = 0;
    frontier[0][0] = lock;
    frontier[1][0] = password;
    frontier_size[0] = frontier_size[1] = 1;
    for (;;) {
        int side = frontier_size[0] <= frontier_size[1] ? 0 : 1;
        int found = grow(side);
        if (found >= 0) return found;
    }
}

int main(void) {
    int cases, lock, password;
    if (scanf("%d", &cases) != 1) return 1;
    while (cases-- > 0 && scanf("%d %d", &lock, &password) == 2) printf("%d\n", solve(lock, password));
    return 0;
}
