/* wikioi-1004 (Four in a line) with a planted bug: a board that already
 * has four in a line is answered with nothing at all, where 0 is owed (a
 * mistake some published solutions make). Otherwise right: breadth-first
 * search over (board, colour to move), both colours allowed to open.
 * The practice tests expect `cargo stress` to find and shrink this. */
#include <stdio.h>
#include <string.h>

/* A board: two bits a cell, 0 empty, 1 black, 2 white; the colour to move
 * in bits 32 and up. States are kept in an open-addressing hash set. */
typedef unsigned long long State;
#define SLOTS (1 << 22)
static State slot[SLOTS];
static State queue[SLOTS];
static int depth_of[SLOTS];

static int cell(State s, int i) { return (int)(s >> (2 * i) & 3); }

static int has_line(State s) {
    static const int lines[10][4] = {
        {0, 1, 2, 3}, {4, 5, 6, 7}, {8, 9, 10, 11}, {12, 13, 14, 15},
        {0, 4, 8, 12}, {1, 5, 9, 13}, {2, 6, 10, 14}, {3, 7, 11, 15},
        {0, 5, 10, 15}, {3, 6, 9, 12}};
    for (int k = 0; k < 10; k++) {
        int first = cell(s, lines[k][0]);
        if (first != 0 && first == cell(s, lines[k][1]) && first == cell(s, lines[k][2]) &&
            first == cell(s, lines[k][3]))
            return 1;
    }
    return 0;
}

/* Stores `s`; 0 when it was stored already. Slot values are s + 1. */
static int store(State s) {
    unsigned long long h = (s + 1) * 0x9E3779B97F4A7C15ULL;
    for (unsigned i = (unsigned)(h >> 42);; i = (i + 1) & (SLOTS - 1)) {
        if (slot[i] == s + 1) return 0;
        if (slot[i] == 0) {
            slot[i] = s + 1;
            return 1;
        }
    }
}

int main(void) {
    char row[64];
    State board = 0;
    int cells = 0;
    while (cells < 16 && scanf("%63s", row) == 1)
        for (char *c = row; *c && cells < 16; c++, cells++) {
            int v = (*c == 'B' || *c == 'b') ? 1 : (*c == 'W' || *c == 'w') ? 2 : 0;
            board |= (State)v << (2 * cells);
        }
    if (cells < 16) return 1;
    /* THE BUG: should print 0 before returning. */
    if (has_line(board)) return 0;
    int head = 0, tail = 0;
    for (State mover = 1; mover <= 2; mover++) {
        State s = board | mover << 32;
        store(s);
        depth_of[tail] = 0;
        queue[tail++] = s;
    }
    while (head < tail) {
        State s = queue[head];
        int depth = depth_of[head++];
        int mover = (int)(s >> 32);
        for (int from = 0; from < 16; from++) {
            if (cell(s, from) != mover) continue;
            int r = from / 4, c = from % 4;
            int near[4] = {r > 0 ? from - 4 : -1, r < 3 ? from + 4 : -1, c > 0 ? from - 1 : -1,
                           c < 3 ? from + 1 : -1};
            for (int k = 0; k < 4; k++) {
                int to = near[k];
                if (to < 0 || cell(s, to) != 0) continue;
                State moved = (s & 0xFFFFFFFFULL) & ~(3ULL << (2 * from));
                moved |= (State)mover << (2 * to);
                if (has_line(moved)) {
                    printf("%d\n", depth + 1);
                    return 0;
                }
                State next = moved | (State)(3 - mover) << 32;
                if (store(next)) {
                    depth_of[tail] = depth + 1;
                    queue[tail++] = next;
                }
            }
        }
    }
    puts("no line");
    return 0;
}
