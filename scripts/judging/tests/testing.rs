//! The problems' test helpers: the seeded generator, and rewriting a file
//! that other tests read.

use judging::testing::{write_if_changed, Rng};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

#[test]
fn the_generator_is_seeded_and_stays_in_range() {
    let mut a = Rng::new(7);
    let mut b = Rng::new(7);
    for _ in 0..1000 {
        let x = a.range(3, 9);
        assert_eq!(x, b.range(3, 9));
        assert!((3..=9).contains(&x));
    }
    let mut counts = [0; 4];
    for _ in 0..40_000 {
        counts[a.below(4)] += 1;
    }
    assert!(
        counts.iter().all(|&c| (9_000..11_000).contains(&c)),
        "{:?}",
        counts
    );
}

#[test]
fn a_shuffle_is_a_permutation() {
    let mut items: Vec<u32> = (0..100).collect();
    Rng::new(1).shuffle(&mut items);
    assert_ne!(items, (0..100).collect::<Vec<_>>());
    items.sort_unstable();
    assert_eq!(items, (0..100).collect::<Vec<_>>());
}

/// With `--include-ignored`, the `regenerate_*` tests truncated files that
/// other tests were reading ("bench/official.in is stale, left: \"\"", 5
/// runs in 20). A reader racing a writer now sees a whole file, old or
/// new, every time.
#[test]
fn a_file_being_regenerated_is_never_read_empty_or_half_written() {
    let folder = std::env::temp_dir().join(format!("regenerate-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let path = folder.join("official.in");
    let (old, new) = ("1\n".repeat(100_000), "2\n".repeat(100_000));
    assert!(write_if_changed(&path, &old));
    let done = Arc::new(AtomicBool::new(false));
    let writer = {
        let (path, done) = (path.clone(), Arc::clone(&done));
        let (old, new) = (old.clone(), new.clone());
        std::thread::spawn(move || {
            for i in 0..300 {
                // Unchanged content, then a change, as regenerating does.
                write_if_changed(&path, if i % 4 < 2 { &old } else { &new });
            }
            done.store(true, Ordering::SeqCst);
        })
    };
    let mut reads = 0;
    while !done.load(Ordering::SeqCst) || reads == 0 {
        let read = std::fs::read_to_string(&path).unwrap();
        assert!(read == old || read == new, "read {} bytes", read.len());
        reads += 1;
    }
    writer.join().unwrap();
    // An unchanged file is not written at all.
    let before = std::fs::metadata(&path).unwrap().modified().unwrap();
    let content = std::fs::read(&path).unwrap();
    std::thread::sleep(std::time::Duration::from_millis(20));
    assert!(!write_if_changed(&path, &content));
    assert_eq!(
        std::fs::metadata(&path).unwrap().modified().unwrap(),
        before
    );
    let left: Vec<_> = std::fs::read_dir(&folder).unwrap().collect();
    assert_eq!(left.len(), 1, "temporary files left: {:?}", left);
    std::fs::remove_dir_all(&folder).unwrap();
}
