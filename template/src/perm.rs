//! Permutation rank and unrank (Lehmer code): a perfect hash from the `n!`
//! orderings of `0..n` onto `0..n!`, so that a puzzle over permutations can
//! keep its visited set in a flat array instead of a hash table.
//!
//! ```
//! use template::perm::{rank, unrank};
//! assert_eq!(rank(&[0, 1, 2]), 0);
//! assert_eq!(rank(&[2, 1, 0]), 5);
//! let mut cells = [0u8; 3];
//! unrank(5, &mut cells);
//! assert_eq!(cells, [2, 1, 0]);
//! ```

// snippet:begin perm
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

/// The position of `perm`, a permutation of `0..perm.len()` (at most 12
/// items), in the lexicographic order of all such permutations.
pub fn rank(perm: &[u8]) -> usize {
    let n = perm.len();
    let mut rank = 0;
    for i in 0..n {
        let smaller_later = perm[i + 1..].iter().filter(|&&x| x < perm[i]).count();
        rank += smaller_later * FACTORIAL[n - 1 - i];
    }
    rank
}

/// Writes into `perm` the permutation of `0..perm.len()` whose rank is
/// `rank` (the inverse of [`rank`]).
pub fn unrank(mut rank: usize, perm: &mut [u8]) {
    let n = perm.len();
    let mut unused: Vec<u8> = (0..n as u8).collect();
    for (i, slot) in perm.iter_mut().enumerate() {
        let f = FACTORIAL[n - 1 - i];
        *slot = unused.remove(rank / f);
        rank %= f;
    }
}
// snippet:end perm
