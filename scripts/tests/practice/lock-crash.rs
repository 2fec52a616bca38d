//! hdu-1195 (Open the Lock) with a planted bug: the table that turns a
//! digit up is indexed by the digit instead of the digit less one, so the
//! first 9 to be turned up reads past its end and the program panics.
//! Compiled alone by `cargo stress --file`; the practice tests expect the
//! crash to be reported with the panic's message.

use std::collections::VecDeque;
use std::io::Read;

/// The digit after each digit, for digits 1 to 9: 9 wraps to 1.
const UP: [u8; 9] = [2, 3, 4, 5, 6, 7, 8, 9, 1];
/// The digit before each digit: 1 wraps to 9.
const DOWN: [u8; 9] = [9, 1, 2, 3, 4, 5, 6, 7, 8];

fn neighbours(code: [u8; 4]) -> Vec<[u8; 4]> {
    let mut next = Vec::with_capacity(11);
    for i in 0..4 {
        let mut up = code;
        // THE BUG: should be UP[usize::from(code[i]) - 1].
        up[i] = UP[usize::from(code[i])];
        next.push(up);
        let mut down = code;
        down[i] = DOWN[usize::from(code[i]) - 1];
        next.push(down);
    }
    for i in 0..3 {
        let mut swapped = code;
        swapped.swap(i, i + 1);
        next.push(swapped);
    }
    next
}

fn index(code: [u8; 4]) -> usize {
    code.iter().fold(0, |n, &d| n * 10 + usize::from(d))
}

fn distance(lock: [u8; 4], password: [u8; 4]) -> usize {
    let mut seen = vec![usize::MAX; 10_000];
    seen[index(lock)] = 0;
    let mut queue = VecDeque::from(vec![lock]);
    while let Some(code) = queue.pop_front() {
        let d = seen[index(code)];
        if code == password {
            return d;
        }
        for next in neighbours(code) {
            if seen[index(next)] == usize::MAX {
                seen[index(next)] = d + 1;
                queue.push_back(next);
            }
        }
    }
    unreachable!("every code reaches every other")
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_ascii_whitespace();
    let cases: usize = words.next().unwrap().parse().unwrap();
    let code = |word: &str| -> [u8; 4] {
        let d = word.as_bytes();
        [d[0] - b'0', d[1] - b'0', d[2] - b'0', d[3] - b'0']
    };
    for _ in 0..cases {
        let lock = code(words.next().unwrap());
        let password = code(words.next().unwrap());
        println!("{}", distance(lock, password));
    }
}
