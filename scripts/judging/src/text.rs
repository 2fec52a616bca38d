//! Numbers as every report of the tooling prints them.

use std::time::Duration;

/// `1234567` as `1,234,567`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// A duration in milliseconds to a tenth: `12.3 ms`.
pub fn millis(time: Duration) -> String {
    format!("{:.1} ms", time.as_secs_f64() * 1e3)
}

/// Peak memory for a table: `12.3 MB` (MiB, as judges count), or `n/a`
/// where it is not measured.
pub fn megabytes(kib: Option<u64>) -> String {
    match kib {
        Some(kib) => format!("{:.1} MB", kib as f64 / 1024.0),
        None => "n/a".to_string(),
    }
}

/// `1 move`, `2 moves`.
pub fn moves(n: usize) -> String {
    format!("{} move{}", n, if n == 1 { "" } else { "s" })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_as_people_write_them() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1000), "1,000");
        assert_eq!(thousands(1_274_273), "1,274,273");
        assert_eq!(millis(Duration::from_micros(12_345)), "12.3 ms");
        assert_eq!(megabytes(Some(1536)), "1.5 MB");
        assert_eq!(megabytes(None), "n/a");
        assert_eq!((moves(1), moves(0)), ("1 move".into(), "0 moves".into()));
    }
}
