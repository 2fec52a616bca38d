/* hdu-1195 (Open the Lock) with the widely copied wrong bidirectional
 * search: two queues, one state taken off each in turn, stop at the first
 * touch. When one side is a layer ahead of the other, the first touch can
 * close a path one move longer than the shortest (about one random pair of
 * codes in thirty). Everything else is right, the lock = password case too.
 * The practice tests expect `cargo stress` to find this. */
#include <stdio.h>
#include <string.h>

static int moves_from(int code, int *next) {
    int digit[4] = {code / 1000, code / 100 % 10, code / 10 % 10, code % 10};
    int count = 0;
    for (int i = 0; i < 4; i++) {
        for (int turn = 0; turn < 2; turn++) {
            int moved[4];
            memcpy(moved, digit, sizeof moved);
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

static int distance[2][10000], queue[2][10000], head[2], tail[2];

/* Expands ONE state of `side`: the length of a path on a touch, or -1. */
static int expand_one(int side) {
    int other = 1 - side, next[11];
    int code = queue[side][head[side]++], count = moves_from(code, next);
    for (int i = 0; i < count; i++) {
        int to = next[i];
        if (distance[side][to] >= 0) continue;
        distance[side][to] = distance[side][code] + 1;
        if (distance[other][to] >= 0) return distance[side][to] + distance[other][to];
        queue[side][tail[side]++] = to;
    }
    return -1;
}

static int solve(int lock, int password) {
    if (lock == password) return 0;
    memset(distance, -1, sizeof distance);
    distance[0][lock] = distance[1][password] = 0;
    queue[0][0] = lock;
    queue[1][0] = password;
    head[0] = head[1] = 0;
    tail[0] = tail[1] = 1;
    for (;;) {
        for (int side = 0; side < 2; side++) {
            int found = expand_one(side);
            if (found >= 0) return found;
        }
    }
}

int main(void) {
    int cases, lock, password;
    if (scanf("%d", &cases) != 1) return 1;
    while (cases-- > 0 && scanf("%d %d", &lock, &password) == 2) printf("%d\n", solve(lock, password));
    return 0;
}
