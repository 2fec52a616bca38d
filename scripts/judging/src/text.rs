//! Numbers, counts and quotes as every report of the tooling prints them.

use std::time::Duration;

/// `1234567` as `1,234,567`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let groups = digits.as_bytes().rchunks(3).rev();
    let groups: Vec<_> = groups.map(String::from_utf8_lossy).collect();
    groups.join(",")
}

/// A duration in milliseconds to a tenth: `12.3 ms`.
pub fn millis(time: Duration) -> String {
    format!("{:.1} ms", time.as_secs_f64() * 1e3)
}

/// A duration in seconds to a tenth: `4.0 s`.
pub fn seconds(time: Duration) -> String {
    format!("{:.1} s", time.as_secs_f64())
}

/// Peak memory for a table: `12.3 MB` (MiB, as judges count), or `n/a`.
pub fn megabytes(kib: Option<u64>) -> String {
    let megabytes = |kib: u64| format!("{:.1} MB", kib as f64 / 1024.0);
    kib.map_or("n/a".to_string(), megabytes)
}

/// `1 move`, `2 moves`.
pub fn moves(n: usize) -> String {
    count(n, "move")
}

/// `1 case`, `0 cases`: `n` and a noun that takes an `s` in the plural.
pub fn count(n: usize, noun: &str) -> String {
    format!("{} {}{}", n, noun, if n == 1 { "" } else { "s" })
}

/// At most `width` characters of `text` from its `from`-th on, an ellipsis
/// marking each end that was cut.
pub fn clip(text: &str, from: usize, width: usize) -> String {
    let length = text.chars().count();
    let from = from.min(length);
    let clipped: String = text.chars().skip(from).take(width).collect();
    let ellipsis = |cut: bool| if cut { "…" } else { "" };
    let (start, end) = (ellipsis(from > 0), ellipsis(from + width < length));
    format!("{start}{clipped}{end}")
}
