/* poj-1077 (Eight) with a planted bug: the parity test is missing. The
 * search is right otherwise: per puzzle, a bidirectional breadth-first
 * search by whole layers, the smaller side first, over the 9! boards
 * (ranked as permutations). On an unsolvable board the two sides live in
 * different halves of the space and never meet: a side runs out after all
 * 181,440 boards of its half (tens of milliseconds), and the program then
 * prints the moves it never found, an empty line, instead of `unsolvable`.
 * The practice tests expect `cargo stress` to report it. */
#include <stdio.h>
#include <string.h>

#define BOARDS 362880
static const int FACTORIAL[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
static const int STEP[4] = {-3, 3, -1, 1};
static const char NAME[4] = {'u', 'd', 'l', 'r'};

static int rank_of(const int *board) {
    int rank = 0;
    for (int i = 0; i < 9; i++) {
        int smaller = 0;
        for (int j = i + 1; j < 9; j++) smaller += board[j] < board[i];
        rank += smaller * FACTORIAL[8 - i];
    }
    return rank;
}

/* Frontiers hold boards packed four bits a cell; ranks index the rest. */
static long long pack(const int *board) {
    long long packed = 0;
    for (int i = 0; i < 9; i++) packed |= (long long)board[i] << (4 * i);
    return packed;
}

static void unpack(long long packed, int *board) {
    for (int i = 0; i < 9; i++) board[i] = (int)(packed >> (4 * i) & 15);
}

/* Per side: the round a board was stored in, its parent and the move of
 * the space that led to it (an index of STEP); the frontier and the next
 * layer. */
static int stored[2][BOARDS], parent[2][BOARDS], round_number;
static signed char move_into[2][BOARDS];
static long long frontier[2][BOARDS], layer[BOARDS];
static int frontier_size[2];

/* The moves from `start` to `meeting` (forward parents), then on to the
 * goal (backward parents, each move reversed). */
static void print_path(int meeting, int start, int goal) {
    static const char reversed[4] = {'d', 'u', 'r', 'l'};
    char moves[64];
    int length = 0;
    for (int at = meeting; at != start; at = parent[0][at]) length++;
    int forward = length;
    for (int at = meeting; at != start; at = parent[0][at]) moves[--forward] = NAME[(int)move_into[0][at]];
    for (int at = meeting; at != goal; at = parent[1][at]) moves[length++] = reversed[(int)move_into[1][at]];
    moves[length] = '\0';
    puts(moves);
}

/* Grows one whole layer of `side`; the meeting board's rank, or -1. */
static int grow(int side) {
    int size = 0, meeting = -1;
    for (int k = 0; k < frontier_size[side]; k++) {
        int board[9], space = 0;
        unpack(frontier[side][k], board);
        int at = rank_of(board);
        while (board[space] != 0) space++;
        for (int m = 0; m < 4; m++) {
            int to = space + STEP[m];
            if (to < 0 || to > 8 || (m == 2 && space % 3 == 0) || (m == 3 && space % 3 == 2)) continue;
            board[space] = board[to];
            board[to] = 0;
            int next = rank_of(board);
            if (stored[side][next] != round_number) {
                stored[side][next] = round_number;
                parent[side][next] = at;
                move_into[side][next] = (signed char)m;
                layer[size++] = pack(board);
                if (stored[1 - side][next] == round_number && meeting < 0) meeting = next;
            }
            board[to] = board[space];
            board[space] = 0;
        }
    }
    memcpy(frontier[side], layer, sizeof(long long) * size);
    frontier_size[side] = size;
    return meeting;
}

static void solve(const int *board) {
    static const int goal_board[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
    int start = rank_of(board), goal = rank_of(goal_board);
    /* THE BUG: no parity test here. */
    if (start == goal) {
        puts("");
        return;
    }
    round_number++;
    stored[0][start] = stored[1][goal] = round_number;
    frontier[0][0] = pack(board);
    frontier[1][0] = pack(goal_board);
    frontier_size[0] = frontier_size[1] = 1;
    while (frontier_size[0] > 0 && frontier_size[1] > 0) {
        int side = frontier_size[0] <= frontier_size[1] ? 0 : 1;
        int meeting = grow(side);
        if (meeting >= 0) {
            print_path(meeting, start, goal);
            return;
        }
    }
    puts("");
}

int main(void) {
    char token[16];
    int board[9], filled = 0;
    while (scanf("%15s", token) == 1) {
        board[filled++] = token[0] == 'x' ? 0 : token[0] - '0';
        if (filled == 9) {
            solve(board);
            filled = 0;
        }
    }
    return 0;
}
