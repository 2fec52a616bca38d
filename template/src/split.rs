//! Meet in the middle on a split input: how many subsets of a list of
//! numbers add up to a target (CSES 1628, up to 40 numbers).
//!
//! This is not a search between two states, and nothing here grows layers.
//! The *input* is cut in two halves; every subset of each half is
//! enumerated, all `2^(n/2)` of them, and the two lists of sums are joined:
//! a subset of the whole list is a subset of the first half together with
//! one of the second, so it adds up to `target` exactly when its two parts'
//! sums `a` and `b` have `a + b = target`. Enumerating all `2^n` subsets of
//! 40 numbers (10^12) is out of reach; two lists of `2^20` sums (a million
//! each) and one pass over them take 28 ms and 21 MB at the peak
//! (`cargo run --release -p template --example bench -- split`).
//!
//! [`subset_sums`] lists a half's sums in increasing order, each added
//! number merging the list with itself shifted (no sort); [`count_with_sum`]
//! walks the first half's sums upwards and the second half's downwards,
//! two pointers that meet in one pass, counting equal sums in runs.
//!
//! # Examples
//!
//! The four numbers `3 1 4 2` and the target 5: the halves `3 1` and `4 2`
//! have the sums `0 1 3 4` and `0 2 4 6`; the pairs adding up to 5 are
//! `1 + 4` and `3 + 2`, the subsets `{1, 4}` and `{3, 2}`:
//!
//! ```
//! use template::split::{count_with_sum, subset_sums};
//! assert_eq!(subset_sums(&[3, 1]), vec![0, 1, 3, 4]);
//! assert_eq!(subset_sums(&[4, 2]), vec![0, 2, 4, 6]);
//! assert_eq!(count_with_sum(&[3, 1, 4, 2], 5), 2);
//! // Equal sums count once per subset: {2, 3} twice and {5} once.
//! assert_eq!(count_with_sum(&[2, 3, 3, 5], 5), 3);
//! // The empty subset adds up to 0.
//! assert_eq!(count_with_sum(&[1, 2], 0), 1);
//! ```

// snippet:begin subset_sums
/// The sums of all `2^n` subsets of `numbers` (the empty one included),
/// in increasing order, each as often as subsets give it.
///
/// # Complexity
///
/// `O(2^n)` time and memory: the list doubles with each number, and each
/// doubling is one merge of the list with itself plus that number.
pub fn subset_sums(numbers: &[i64]) -> Vec<i64> {
    let mut sums = vec![0];
    for &x in numbers {
        let mut merged = Vec::with_capacity(2 * sums.len());
        let (mut i, mut j) = (0, 0);
        // merge `sums` with `sums + x`: both are in order
        loop {
            let shifted = sums.get(j).map(|&s| s + x);
            match (sums.get(i), shifted) {
                (Some(&a), Some(b)) if a <= b => {
                    merged.push(a);
                    i += 1;
                }
                (Some(&a), None) => {
                    merged.push(a);
                    i += 1;
                }
                (_, Some(b)) => {
                    merged.push(b);
                    j += 1;
                }
                (None, None) => break,
            }
        }
        sums = merged;
    }
    sums
}
// snippet:end subset_sums

// snippet:begin count_with_sum
// snippet:needs subset_sums
/// How many subsets of `numbers` add up to `target`; the empty subset adds
/// up to 0. Subsets are told apart by the positions they take, so equal
/// numbers give different subsets. Forty numbers make two lists of 2^20
/// sums, 17 MB.
///
/// # Complexity
///
/// `O(2^(n/2))` time and memory for `n` numbers: the two halves' sums
/// ([`subset_sums`]) and one pass of two pointers over them.
pub fn count_with_sum(numbers: &[i64], target: i64) -> u64 {
    let (first, second) = numbers.split_at(numbers.len() / 2);
    let (low, high) = (subset_sums(first), subset_sums(second));
    // When a pair adds up to too little, only a larger first sum can help;
    // when it adds up to too much, only a smaller second sum.
    let (mut i, mut j) = (0, high.len()); // i climbs `low`, j comes down `high`
    let mut count = 0;
    while i < low.len() && j > 0 {
        let sum = low[i] + high[j - 1];
        if sum < target {
            i += 1;
        } else if sum > target {
            j -= 1;
        } else {
            // every subset of a run of equal first sums pairs with every
            // one of the run of equal second sums
            let (a, b, start, end) = (low[i], high[j - 1], i, j);
            while i < low.len() && low[i] == a {
                i += 1;
            }
            while j > 0 && high[j - 1] == b {
                j -= 1;
            }
            count += (i - start) as u64 * (end - j) as u64;
        }
    }
    count
}
// snippet:end count_with_sum

#[cfg(test)]
mod tests {
    use super::*;

    /// Every subset, one by one: the reference.
    fn brute_force(numbers: &[i64], target: i64) -> u64 {
        let n = numbers.len();
        let mut count = 0;
        for mask in 0u32..1 << n {
            let sum: i64 = (0..n)
                .filter(|i| (mask >> i) & 1 == 1)
                .map(|i| numbers[i])
                .sum();
            count += u64::from(sum == target);
        }
        count
    }

    /// A small generator of our own (the crate keeps to std).
    struct Lcg(u64);

    impl Lcg {
        fn below(&mut self, n: u64) -> u64 {
            self.0 = self
                .0
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (self.0 >> 33) % n
        }
    }

    #[test]
    fn the_sums_are_every_subset_s_in_order() {
        assert_eq!(subset_sums(&[]), vec![0]);
        assert_eq!(subset_sums(&[5]), vec![0, 5]);
        assert_eq!(subset_sums(&[2, 2]), vec![0, 2, 2, 4]);
        assert_eq!(subset_sums(&[-3, 1]), vec![-3, -2, 0, 1]);
        let mut rng = Lcg(1);
        for _ in 0..300 {
            let n = rng.below(11) as usize;
            let numbers: Vec<i64> = (0..n).map(|_| rng.below(41) as i64 - 20).collect();
            let mut expected: Vec<i64> = (0u32..1 << n)
                .map(|mask| {
                    (0..n)
                        .filter(|i| (mask >> i) & 1 == 1)
                        .map(|i| numbers[i])
                        .sum()
                })
                .collect();
            expected.sort_unstable();
            assert_eq!(subset_sums(&numbers), expected, "{:?}", numbers);
        }
    }

    #[test]
    fn the_count_matches_every_subset_counted_one_by_one() {
        let mut rng = Lcg(7);
        let mut found = 0;
        for round in 0..3000 {
            let n = rng.below(17) as usize;
            // Small values repeat, so that equal sums come in runs; some
            // rounds allow negative numbers, and some have large ones.
            let numbers: Vec<i64> = match round % 3 {
                0 => (0..n).map(|_| 1 + rng.below(6) as i64).collect(),
                1 => (0..n).map(|_| rng.below(21) as i64 - 10).collect(),
                _ => (0..n)
                    .map(|_| 1 + rng.below(1_000_000_000) as i64)
                    .collect(),
            };
            // A target that some subset reaches, most of the time.
            let target = match rng.below(4) {
                0 => rng.below(30) as i64 - 5,
                _ => (0..n)
                    .filter(|_| rng.below(2) == 0)
                    .map(|i| numbers[i])
                    .sum(),
            };
            let expected = brute_force(&numbers, target);
            found += u64::from(expected > 0);
            assert_eq!(
                count_with_sum(&numbers, target),
                expected,
                "{:?}, target {}",
                numbers,
                target
            );
        }
        assert!(found > 2000, "only {} rounds with a subset", found);
    }

    #[test]
    fn forty_equal_numbers_count_binomially() {
        // C(40, 20) subsets of twenty ones out of forty; 2^40 all told.
        let ones = [1; 40];
        assert_eq!(count_with_sum(&ones, 20), 137_846_528_820);
        assert_eq!(
            (0..=40).map(|k| count_with_sum(&ones, k)).sum::<u64>(),
            1 << 40
        );
        assert_eq!(count_with_sum(&ones, 41), 0);
        assert_eq!(count_with_sum(&[], 0), 1);
        assert_eq!(count_with_sum(&[], 3), 0);
    }
}
