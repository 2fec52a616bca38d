//! The memory cap for a limit, and `JUDGE_MEMORY_CAP` changing it: a test
//! binary of its own, as it sets the variable that other tests' runs read.

use judging::exec::Bounds;
use std::time::Duration;

#[test]
fn the_memory_cap_is_twice_the_limit_and_64_mb_unless_set() {
    let cap = |limit_kib: u64, setting: Option<&str>| {
        match setting {
            Some(setting) => std::env::set_var("JUDGE_MEMORY_CAP", setting),
            None => std::env::remove_var("JUDGE_MEMORY_CAP"),
        }
        let bounds = Bounds::new(Duration::from_secs(1));
        bounds.memory_limit(limit_kib).memory_cap_kib
    };
    assert_eq!(cap(64 * 1024, None), Some(192 * 1024));
    assert_eq!(cap(256 * 1024, None), Some(576 * 1024));
    assert_eq!(cap(64 * 1024, Some("off")), None);
    assert_eq!(cap(64 * 1024, Some(" 1024 ")), Some(1024 * 1024));
    assert_eq!(cap(64 * 1024, Some("lots")), Some(192 * 1024));
}
