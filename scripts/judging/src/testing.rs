//! What the problems' tests share: a seeded random generator, assertions on
//! a solution binary's runs, a safe way to rewrite files other tests read.

use crate::exec::{self, Run};
use std::path::Path;
use std::time::Duration;

/// SplitMix64, seeded so that a failing case can be replayed.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let z = (self.0 ^ (self.0 >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        let z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "below(0)");
        ((self.next_u64() as u128 * n as u128) >> 64) as usize
    }

    /// A number in `low..=high`.
    pub fn range(&mut self, low: usize, high: usize) -> usize {
        low + self.below(high - low + 1)
    }

    /// True with probability `numerator / denominator`.
    pub fn chance(&mut self, numerator: usize, denominator: usize) -> bool {
        self.below(denominator) < numerator
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

/// Generous: tests run on shared machines; a hang still ends the test.
pub const TEST_BOUND: Duration = Duration::from_secs(20);

/// Runs the solution binary on `input` (bounded by [`TEST_BOUND`]).
pub fn run(binary: &str, input: &str) -> Run {
    exec::run(Path::new(binary), &[], input.as_bytes(), TEST_BOUND)
        .unwrap_or_else(|e| panic!("cannot start {}: {}", binary, e))
}

/// Asserts that the solution succeeds and prints `expected` (as judges
/// compare); returns the output.
pub fn expect_output(binary: &str, input: &str, expected: &str) -> String {
    let run = expect_success(binary, input);
    if let Err(difference) = crate::compare::lines(expected, &run.stdout) {
        panic!("{}\ninput:\n{}\noutput:\n{}", difference, input, run.stdout);
    }
    run.stdout
}

/// Runs the solution and asserts exit status 0 with nothing on stderr.
pub fn expect_success(binary: &str, input: &str) -> Run {
    let success = |run: &Run| run.success() && run.stderr.is_empty();
    expect(binary, input, input, "success", success)
}

/// Asserts the contract for malformed input: exit status 1, one non-empty
/// line on stderr, no panic, no hang.
pub fn expect_rejected(binary: &str, input: &str) -> Run {
    let rejected = |run: &Run| {
        let lines: Vec<&str> = run.stderr.lines().collect();
        let one_line = lines.len() == 1 && !lines[0].trim().is_empty();
        run.code == Some(1) && one_line && !run.stderr.contains("panicked")
    };
    let (shown, wanted) = (format!("{:?}", input), "exit 1 with a one-line error");
    expect(binary, input, &shown, wanted, rejected)
}

/// Asserts `holds` of the solution's run, saying what was `wanted` if not.
fn expect(binary: &str, input: &str, shown: &str, wanted: &str, holds: fn(&Run) -> bool) -> Run {
    let run = run(binary, input);
    let (code, timed_out, stderr) = (run.code, run.timed_out, &run.stderr);
    let got = format!("exit {code:?} (timed out: {timed_out})\ninput:\n{shown}\nstderr:\n{stderr}");
    assert!(holds(&run), "expected {wanted}, got {got}");
    run
}

/// A sample read into memory: its name, input and expected output.
pub struct SampleText {
    pub name: String,
    pub input: String,
    pub expected: String,
}

/// Every sample of problem `id`, sorted by name; panics when there is none,
/// so that a test over the samples cannot pass by finding nothing.
pub fn samples(id: &str) -> Vec<SampleText> {
    let root = crate::workspace::root();
    let samples = crate::workspace::samples(&root, id).unwrap_or_else(|e| panic!("{}", e));
    assert!(
        !samples.is_empty(),
        "samples/{id}/ holds no NAME.in with NAME.out"
    );
    let read =
        |p: &Path| std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {}", p.display(), e));
    samples
        .iter()
        .map(|s| SampleText {
            name: s.name.clone(),
            input: read(&s.input),
            expected: read(&s.output),
        })
        .collect()
}

/// Judges the solution on every sample of `id` with `checker` (without the
/// limits; nothing allowed on stderr); panics with every failure.
pub fn expect_samples(id: &str, binary: &str, checker: crate::compare::Checker) {
    let samples = samples(id);
    let mut failures = Vec::new();
    for sample in &samples {
        let run = run(binary, &sample.input);
        let verdict = if run.success() && run.stderr.is_empty() {
            checker(&sample.input, &sample.expected, &run.stdout)
        } else {
            Err(format!(
                "exit {:?}, stderr: {}",
                run.code,
                run.stderr.trim_end()
            ))
        };
        if let Err(why) = verdict {
            failures.push(format!("{}: {}", sample.name, why));
        }
    }
    let (failed, all, failures) = (failures.len(), samples.len(), failures.join("\n"));
    assert!(failed == 0, "{failed} of {all} samples failed:\n{failures}");
}

/// Writes `content` to `path` unless it holds it already; returns whether it
/// wrote. A temporary file takes the file's place in one rename, so that
/// tests reading it meanwhile never see it empty or half-written.
pub fn write_if_changed(path: impl AsRef<Path>, content: impl AsRef<[u8]>) -> bool {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let (path, content) = (path.as_ref(), content.as_ref());
    if std::fs::read(path).map_or(false, |old| old == content) {
        return false;
    }
    let name = path
        .file_name()
        .map_or("file".into(), |n| n.to_string_lossy());
    let (id, next) = (std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed));
    let temporary = path.with_file_name(format!(".{}.{}-{}.tmp", name, id, next));
    let failed = |e: std::io::Error, p: &Path| panic!("{}: {}", p.display(), e);
    std::fs::write(&temporary, content).unwrap_or_else(|e| failed(e, &temporary));
    std::fs::rename(&temporary, path).unwrap_or_else(|e| failed(e, path));
    true
}

/// The rows of a recorded search's table as `cargo trace` prints them:
/// step, side, depth, layer (`*` where the search stopped inside it), and
/// the states each side stores once it is grown.
pub fn trace_rows(search: &crate::trace::Search) -> Vec<Vec<String>> {
    use crate::text::thousands;
    let (mut step, mut stored) = (0, [0, 0]);
    let mut rows = Vec::new();
    for layer in &search.layers {
        stored[usize::from(layer.side == crate::trace::Side::Backward)] = layer.stored;
        step += usize::from(layer.depth > 0);
        let star = if layer.partial { "*" } else { "" };
        rows.push(vec![
            step.to_string(),
            layer.side.name().to_string(),
            layer.depth.to_string(),
            format!("{}{}", thousands(layer.size as u64), star),
            thousands(stored[0] as u64),
            thousands(stored[1] as u64),
        ]);
    }
    rows
}

/// The first `width` cells of each row of the first Markdown table after
/// the line of `text` that holds `marker`, its header and rule left out:
/// a lesson's table, to hold to what a command prints.
pub fn table_after(text: &str, marker: &str, width: usize) -> Vec<Vec<String>> {
    let lines = text
        .lines()
        .skip_while(|line| !line.contains(marker))
        .skip(1);
    let table = lines
        .skip_while(|line| !line.trim_start().starts_with('|'))
        .take_while(|line| line.trim_start().starts_with('|'))
        .skip(2);
    let cells = |line: &str| -> Vec<String> {
        let inner = line.trim().trim_start_matches('|').trim_end_matches('|');
        inner
            .split('|')
            .take(width)
            .map(|cell| cell.trim().to_string())
            .collect()
    };
    table.map(cells).collect()
}
