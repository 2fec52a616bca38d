//! Permutation rank and unrank (Lehmer code): a perfect hash from the `n!`
//! orderings of `0..n` onto `0..n!`, so that a puzzle over permutations can
//! keep its visited set in a flat array instead of a hash table.
//!
//! The rank counts the permutations that come before `perm` in
//! lexicographic order: for each position, the smaller values still unused
//! there, each worth a whole block of `(n - 1 - i)!` permutations. The
//! 8-puzzle, read as a permutation of nine cells (blank = 0), ranks into
//! `0..362_880`: a `Vec<u8>` of that length holds every distance.
//!
//! # Examples
//!
//! [`rank`] and [`unrank`] are inverse bijections between permutations and
//! `0..FACTORIAL[n]`:
//!
//! ```
//! use template::perm::{rank, unrank, FACTORIAL};
//! assert_eq!(rank(&[0, 1, 2]), 0);
//! assert_eq!(rank(&[0, 2, 1]), 1);
//! assert_eq!(rank(&[2, 1, 0]), FACTORIAL[3] - 1);
//! let mut cells = [0u8; 3];
//! unrank(5, &mut cells);
//! assert_eq!(cells, [2, 1, 0]);
//!
//! // The solved 8-puzzle, blank last.
//! let goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
//! let index = rank(&goal);
//! assert!(index < FACTORIAL[9]);
//! let mut board = [0u8; 9];
//! unrank(index, &mut board);
//! assert_eq!(board, goal);
//! ```

// snippet:begin FACTORIAL
/// `FACTORIAL[k]` is `k!`; 12! still fits in 32 bits.
pub const FACTORIAL: [usize; 13] = [
    1,
    1,
    2,
    6,
    24,
    120,
    720,
    5040,
    40320,
    362_880,
    3_628_800,
    39_916_800,
    479_001_600,
];
// snippet:end FACTORIAL

// snippet:begin rank
// snippet:needs FACTORIAL
/// The position of `perm`, a permutation of `0..perm.len()` (at most 12
/// items), in the lexicographic order of all such permutations.
///
/// # Complexity
///
/// `n^2 / 2` comparisons for `n` items.
pub fn rank(perm: &[u8]) -> usize {
    let n = perm.len();
    let mut rank = 0;
    for i in 0..n {
        let smaller_later = perm[i + 1..].iter().filter(|&&x| x < perm[i]).count();
        rank += smaller_later * FACTORIAL[n - 1 - i];
    }
    rank
}
// snippet:end rank

// snippet:begin unrank
// snippet:needs FACTORIAL
/// Writes into `perm` the permutation of `0..perm.len()` (at most 12
/// items) whose rank is `rank`: the inverse of [`rank`].
///
/// # Complexity
///
/// `n^2 / 2` moves for `n` items.
pub fn unrank(mut rank: usize, perm: &mut [u8]) {
    let n = perm.len();
    // The values not placed yet, in increasing order, in the first `left`
    // slots; a fixed array, because puzzles unrank in their inner loop.
    let mut unused = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    let mut left = n;
    for (i, slot) in perm.iter_mut().enumerate() {
        let block = FACTORIAL[n - 1 - i];
        let k = rank / block;
        rank %= block;
        *slot = unused[k];
        unused.copy_within(k + 1..left, k);
        left -= 1;
    }
}
// snippet:end unrank

#[cfg(test)]
mod tests {
    use super::*;

    /// Every permutation of `0..n` in lexicographic order, built by the
    /// textbook "next permutation" step: an enumeration independent of
    /// the Lehmer code under test.
    fn all_in_order(n: usize) -> Vec<Vec<u8>> {
        let mut perm: Vec<u8> = (0..n as u8).collect();
        let mut all = vec![perm.clone()];
        loop {
            let Some(i) = (1..n).rev().find(|&i| perm[i - 1] < perm[i]) else {
                return all;
            };
            let j = (i..n).rev().find(|&j| perm[j] > perm[i - 1]).unwrap();
            perm.swap(i - 1, j);
            perm[i..].reverse();
            all.push(perm.clone());
        }
    }

    #[test]
    fn ranks_follow_lexicographic_order_and_unrank_inverts_them_up_to_8() {
        for (n, &count) in FACTORIAL.iter().enumerate().take(9) {
            let all = all_in_order(n);
            assert_eq!(all.len(), count);
            let mut back = vec![0u8; n];
            for (expected, perm) in all.iter().enumerate() {
                assert_eq!(rank(perm), expected, "rank of {:?}", perm);
                unrank(expected, &mut back);
                assert_eq!(&back, perm, "unrank of {} for n = {}", expected, n);
            }
        }
    }

    #[test]
    fn twelve_items_spot_checks() {
        let identity: Vec<u8> = (0..12).collect();
        let reversed: Vec<u8> = (0..12).rev().collect();
        assert_eq!(rank(&identity), 0);
        assert_eq!(rank(&reversed), FACTORIAL[12] - 1);
        // Swapping the last two items is the next permutation.
        let mut second = identity.clone();
        second.swap(10, 11);
        assert_eq!(rank(&second), 1);
        // Moving 1 to the front skips the 11! permutations that start at 0.
        let mut one_first = identity.clone();
        one_first.swap(0, 1);
        assert_eq!(rank(&one_first), FACTORIAL[11]);

        let mut perm = [0u8; 12];
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..10_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let index = (seed % FACTORIAL[12] as u64) as usize;
            unrank(index, &mut perm);
            let mut sorted = perm;
            sorted.sort_unstable();
            assert_eq!(sorted[..], identity[..], "not a permutation: {:?}", perm);
            assert_eq!(rank(&perm), index);
        }
        for index in [0, 1, FACTORIAL[12] / 2, FACTORIAL[12] - 1] {
            unrank(index, &mut perm);
            assert_eq!(rank(&perm), index);
        }
    }
}
