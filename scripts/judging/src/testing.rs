//! What the problems' tests share: a seeded random generator, assertions on
//! a solution binary's runs, a safe way to rewrite files other tests read,
//! and what holds a lesson (a problem's README.md) to the code: its bug
//! hunt run on the samples ([`BugHunt`]), and the `cargo trace` tables it
//! quotes ([`readme_traces`], [`expect_readme_traces`]).

use crate::compare::{Checked, Checker};
use crate::exec::{self, Run};
use crate::trace::{Search, Side, Trace};
use std::path::{Path, PathBuf};
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
    let samples = crate::workspace::samples(&crate::workspace::root(), id);
    let samples = samples.unwrap_or_else(|e| panic!("{}", e));
    let none = format!("samples/{id}/ holds no NAME.in with NAME.out");
    assert!(!samples.is_empty(), "{none}");
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
pub fn expect_samples(id: &str, binary: &str, checker: Checker) {
    let samples = samples(id);
    let failures: Vec<String> = (samples.iter())
        .filter_map(|sample| {
            let run = run(binary, &sample.input);
            let (code, stderr) = (run.code, run.stderr.trim_end());
            let verdict = match run.success() && run.stderr.is_empty() {
                true => checker(&sample.input, &sample.expected, &run.stdout),
                false => Err(format!("exit {code:?}, stderr: {stderr}")),
            };
            verdict.err().map(|why| format!("{}: {}", sample.name, why))
        })
        .collect();
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
        .unwrap_or("file".as_ref())
        .to_string_lossy();
    let (id, next) = (std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed));
    let temporary = path.with_file_name(format!(".{}.{}-{}.tmp", name, id, next));
    let failed = |e: std::io::Error, p: &Path| panic!("{}: {}", p.display(), e);
    std::fs::write(&temporary, content).unwrap_or_else(|e| failed(e, &temporary));
    std::fs::rename(&temporary, path).unwrap_or_else(|e| failed(e, path));
    true
}

/// Problem `id`'s lesson, `problems/<id>/README.md`.
pub fn readme(id: &str) -> String {
    read(&crate::workspace::root().join(format!("problems/{id}/README.md")))
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {}", path.display(), e))
}

// ---------------------------------------------------------------------------
// A lesson's bug hunt

/// A chapter's bug hunt: a wrong Python program in `problems/<id>/exercises/`,
/// run as `cargo samples ID --run "python3 FILE"` runs it, but without the
/// judge's limits: a wrong answer must be a clean exit with a wrong output,
/// never a crash or a run past `bound`.
#[derive(Debug, Clone, Copy)]
pub struct BugHunt<'a> {
    pub id: &'a str,
    /// Its file name in `problems/<id>/exercises/` (an absolute path stands
    /// for itself).
    pub file: &'a str,
    /// How long one run may take: [`TEST_BOUND`] unless set with
    /// [`BugHunt::within`].
    pub bound: Duration,
}

/// A bug hunt's answer to a sample, and the checker's verdict on it.
pub struct Judged {
    pub sample: SampleText,
    pub output: String,
    pub verdict: Checked,
}

impl<'a> BugHunt<'a> {
    pub const fn new(id: &'a str, file: &'a str) -> Self {
        BugHunt {
            id,
            file,
            bound: TEST_BOUND,
        }
    }

    /// The same hunt with a longer (or shorter) bound on each run.
    pub const fn within(self, bound: Duration) -> Self {
        BugHunt { bound, ..self }
    }

    pub fn path(&self) -> PathBuf {
        let exercises = format!("problems/{}/exercises", self.id);
        crate::workspace::root().join(exercises).join(self.file)
    }

    /// Whether `python3` starts; where it does not, says on standard error,
    /// in one line, that the hunt is skipped. A test returns early on false.
    pub fn runnable(&self) -> bool {
        let version = exec::run(Path::new("python3"), &["--version"], b"", TEST_BOUND);
        let found = version.map_or(false, |run| run.success());
        if !found {
            let file = self.file;
            eprintln!("skipped: python3 cannot be started, so {file} is not run");
        }
        found
    }

    /// The hunt's output on `input` (`what` names it in a failure): it must
    /// exit 0 within the bound with nothing on standard error.
    pub fn output(&self, input: &str, what: &str) -> String {
        let path = self.path();
        let file = path.to_str().expect("a UTF-8 path");
        let run = exec::run(Path::new("python3"), &[file], input.as_bytes(), self.bound)
            .unwrap_or_else(|e| panic!("cannot start python3 {}: {}", file, e));
        let (file, code, timed_out, bound) = (self.file, run.code, run.timed_out, self.bound);
        assert!(
            run.success() && run.stderr.is_empty(),
            "{what}: {file} must answer, not crash or time out: exit {code:?}, timed out \
             {timed_out} (bound {} s), stderr:\n{}",
            bound.as_secs(),
            run.stderr
        );
        run.stdout
    }

    /// The hunt on every sample of its problem, judged with `check`; `None`
    /// (said once on standard error) where python3 cannot be started.
    pub fn on_samples(&self, check: Checker) -> Option<Vec<Judged>> {
        if !self.runnable() {
            return None;
        }
        let judged = samples(self.id).into_iter().map(|sample| {
            let output = self.output(&sample.input, &sample.name);
            let verdict = check(&sample.input, &sample.expected, &output);
            Judged {
                sample,
                output,
                verdict,
            }
        });
        Some(judged.collect())
    }

    /// The hunt on every sample, as [`BugHunt::on_samples`], asserting
    /// that the checker refuses exactly the samples `failing` names (in
    /// their order, by name); the runs, for a test's own checks.
    pub fn expect_failing(&self, check: Checker, failing: &[&str]) -> Option<Vec<Judged>> {
        let judged = self.on_samples(check)?;
        let (file, wrong) = (self.file, failed(&judged));
        assert_eq!(wrong, failing, "{file}: the samples with a wrong answer");
        Some(judged)
    }

    /// The hunt's output on `input`, which `check` must refuse as an answer
    /// whose right one is `right`: an input a README shows it getting wrong.
    pub fn expect_wrong(&self, check: Checker, input: &str, right: &str) -> String {
        let output = self.output(input, &format!("{:?}", input));
        let (file, wrong) = (self.file, check(input, right, &output).is_err());
        assert!(wrong, "{file} is right on {input:?}: {output:?}");
        output
    }
}

impl Judged {
    /// Asserts one line of output per non-blank line of the expected
    /// output: one answer per case, however wrong.
    pub fn expect_one_line_per_answer(&self) {
        let answers = self.sample.expected.lines();
        let answers = answers.filter(|line| !line.trim().is_empty()).count();
        let (name, lines) = (&self.sample.name, self.output.lines().count());
        assert_eq!(lines, answers, "{name}: one answer per case");
    }
}

/// The samples the checker refused, in the order judged (by name).
pub fn failed(judged: &[Judged]) -> Vec<&str> {
    let failed = judged.iter().filter(|j| j.verdict.is_err());
    failed.map(|j| j.sample.name.as_str()).collect()
}

// ---------------------------------------------------------------------------
// A lesson's traces

/// The columns of the bidirectional table `cargo trace` prints.
pub const TRACE_COLUMNS: [&str; 7] = [
    "step",
    "side",
    "depth",
    "layer",
    "stored fwd",
    "stored back",
    "generated",
];

/// A `cargo trace` a README quotes, with the table that follows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuotedTrace {
    /// As quoted: `cargo trace hdu-1195 --case 5 < FILE`, ...
    pub command: String,
    pub id: String,
    /// The file after `<` (from the workspace root), or what `printf '...'`
    /// or `echo "..."` pipes into the command.
    pub input: String,
    /// Its `--case N` (1 without).
    pub case: usize,
    /// [`TRACE_COLUMNS`] in a ```text block, the header's cells in a
    /// Markdown table (which may add columns).
    pub header: Vec<String>,
    /// A cell a column, as quoted.
    pub rows: Vec<Vec<String>>,
    /// The whole ```text block, or the Markdown table.
    pub lines: Vec<String>,
    /// A ```text block (the printout itself, with the meeting and the
    /// distance after the table), not a Markdown table.
    pub printed: bool,
}

/// Every `cargo trace` table of a README, in order: a ```text block whose
/// line `step  side  depth ...` heads the trace's table, or a Markdown table
/// whose header begins `| step | side |`, each with the last `cargo trace`
/// command quoted before it (in the block itself after `$ `, in a code
/// block, or in a code span of the prose, which may wrap). A table with no
/// command before it, or a command that names no input, is a panic.
pub fn readme_traces(readme: &str) -> Vec<QuotedTrace> {
    let lines: Vec<&str> = readme.lines().collect();
    let (mut quotes, mut command, mut paragraph) = (Vec::new(), None, String::new());
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim_start();
        let fenced = line.starts_with("```");
        if fenced || line.starts_with('|') || line.is_empty() {
            command = last_command(&paragraph).or(command);
            paragraph.clear();
        }
        let end_of = |from: usize, ends: fn(&str) -> bool| {
            (from..lines.len())
                .find(|&j| ends(lines[j]))
                .unwrap_or(lines.len())
        };
        if fenced {
            let end = end_of(i + 1, |line| line.trim() == "```");
            let block = &lines[i + 1..end];
            let header = block.iter().position(|l| is_printed_header(l));
            let mut head = block[..header.unwrap_or(block.len())].iter();
            let quoted = head.rfind(|l| l.contains("cargo trace "));
            let unprompted = |l: &str| l.strip_prefix("$ ").unwrap_or(l).trim().to_string();
            command = quoted.map(|l| unprompted(l.trim())).or(command);
            if let Some(header) = header {
                let rows = block[header + 1..]
                    .iter()
                    .take_while(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()));
                let rows = rows.map(|l| l.split_whitespace().map(str::to_string).collect());
                let header = TRACE_COLUMNS.iter().map(|c| c.to_string()).collect();
                quotes.push(quote(command.take(), header, rows.collect(), block, true));
            }
            i = end + 1;
        } else if line.starts_with('|') {
            let end = end_of(i, |line| !line.trim_start().starts_with('|'));
            let table = &lines[i..end];
            let header = cells(table[0]);
            if header.len() > 1 && header[0] == "step" && header[1] == "side" {
                let rows = table.iter().skip(2).map(|l| cells(l)).collect();
                quotes.push(quote(command.take(), header, rows, table, false));
            }
            i = end;
        } else {
            paragraph.extend([line, " "]);
            i += 1;
        }
    }
    quotes
}

/// Holds every table `readme` quotes from `cargo trace ID` to what `trace`
/// (the lab's) gives for its input today, and returns each with its trace
/// for a test's own checks. The commands quoted before the tables must be
/// `commands`, in order, so that a table cannot drop out unseen. Checked,
/// row for row: the cells of the columns `cargo trace` prints (as
/// [`trace_rows`]), and `stored (both sides)`; a `layer` may read
/// `N, stopped` for `N*`, and a table that starts past step 0 leaves the
/// roots out. Any `met at X` in the quote must name the meeting; a printed
/// block must also show the meeting and the distance (or that there is
/// none), as `cargo trace` prints them.
pub fn expect_readme_traces(
    id: &str,
    readme: &str,
    trace: fn(&str, usize) -> Result<Trace, String>,
    commands: &[&str],
) -> Vec<(QuotedTrace, Trace)> {
    let quotes = readme_traces(readme);
    let quoted: Vec<&str> = quotes.iter().map(|quote| &quote.command[..]).collect();
    let what = format!("{id}: the commands of the README's trace tables");
    assert_eq!(quoted, commands, "{what}");
    let traced = quotes.into_iter().map(|quote| {
        assert_eq!(quote.id, id, "`{}` traces another problem", quote.command);
        let traced = trace(&quote.input, quote.case)
            .unwrap_or_else(|e| panic!("`{}`: {}", quote.command, e));
        expect_rows(&quote, &traced);
        expect_meeting(&quote, &traced);
        (quote, traced)
    });
    traced.collect()
}

/// The rows of a recorded search's table as `cargo trace` prints them, a
/// cell for each of [`TRACE_COLUMNS`].
pub fn trace_rows(search: &Search) -> Vec<Vec<String>> {
    let mut rows = cells_of(search);
    rows.iter_mut()
        .for_each(|row| row.truncate(TRACE_COLUMNS.len()));
    rows
}

/// A column some tables show instead of `stored fwd` and `stored back`.
const BOTH_SIDES: &str = "stored (both sides)";

/// Where `column` is in a row of [`cells_of`]; `None` for a column a table
/// adds of its own, which is not checked.
fn column_at(column: &str) -> Option<usize> {
    let mut columns = TRACE_COLUMNS.iter().chain([&BOTH_SIDES]);
    columns.position(|&c| c == column)
}

/// Each layer of a search as `cargo trace` prints it: [`TRACE_COLUMNS`]
/// (`*` after a layer the search stopped inside; each side's stored states
/// once it is grown), then [`BOTH_SIDES`].
fn cells_of(search: &Search) -> Vec<Vec<String>> {
    let count = |n: usize| crate::text::thousands(n as u64);
    let (mut step, mut stored) = (0, [0, 0]);
    let rows = search.layers.iter().map(|layer| {
        stored[usize::from(layer.side == Side::Backward)] = layer.stored;
        step += usize::from(layer.depth > 0);
        let stopped = if layer.partial { "*" } else { "" };
        vec![
            step.to_string(),
            layer.side.name().to_string(),
            layer.depth.to_string(),
            count(layer.size) + stopped,
            count(stored[0]),
            count(stored[1]),
            crate::text::thousands(layer.generated),
            count(stored[0] + stored[1]),
        ]
    });
    rows.collect()
}

/// Asserts that the rows of `quote` are those of `trace` in the columns
/// both know (see [`expect_readme_traces`]).
fn expect_rows(quote: &QuotedTrace, trace: &Trace) {
    let mut rows = cells_of(&trace.two_way);
    let first_step = quote.rows.first().and_then(|row| row.first());
    if first_step.map_or(false, |step| step != "0") {
        rows.retain(|row| row[0] != "0");
    }
    let checked: Vec<(usize, &str, usize)> = (quote.header.iter().enumerate())
        .filter_map(|(at, column)| Some((at, column.as_str(), column_at(column)?)))
        .collect();
    let quoted: Vec<Vec<String>> = (quote.rows.iter())
        .map(|row| {
            let cell = |&(at, column, _): &(usize, &str, usize)| {
                let cell = row.get(at).map_or("", String::as_str);
                match cell.strip_suffix(", stopped") {
                    Some(size) if column == "layer" => format!("{}*", size),
                    _ => cell.to_string(),
                }
            };
            checked.iter().map(cell).collect()
        })
        .collect();
    let expected: Vec<Vec<String>> = (rows.iter())
        .map(|row| checked.iter().map(|&(_, _, c)| row[c].clone()).collect())
        .collect();
    let names: Vec<&str> = checked.iter().map(|&(_, column, _)| column).collect();
    assert_eq!(
        quoted, expected,
        "`{}`: the README's table (left) is not the trace's (right), columns {names:?}",
        quote.command
    );
}

/// Asserts that `quote` names the meeting of `trace` where it says `met
/// at`, and that a printed block shows the meeting and the distance.
fn expect_meeting(quote: &QuotedTrace, trace: &Trace) {
    let (command, text) = (&quote.command, quote.lines.join("\n"));
    for (at, _) in text.match_indices("met at ") {
        let named = text[at + "met at ".len()..].trim_start_matches('`');
        let after =
            (trace.meeting.as_ref()).and_then(|meeting| named.strip_prefix(meeting.as_str()));
        assert!(
            after.map_or(false, |rest| rest.is_empty()
                || rest.starts_with([',', '`'])),
            "`{command}`: the README says met at {}, the trace at {:?}",
            named.lines().next().unwrap_or(""),
            trace.meeting
        );
    }
    if !quote.printed {
        return;
    }
    if let Some(meeting) = &trace.meeting {
        let line = format!("met at {},", meeting);
        assert!(text.contains(&line), "`{command}`: no `{line}` line");
    }
    let shown = |starts: &str| (quote.lines.iter()).any(|l| l.trim_start().starts_with(starts));
    match trace.two_way.distance {
        Some(distance) => {
            let line = format!("Distance: {}.", distance);
            let shown = quote.lines.iter().any(|l| l.trim() == line);
            assert!(shown, "`{command}`: no `{line}` line");
        }
        None => assert!(
            shown("Distance: no path") || shown("Capped at"),
            "`{command}`: no line saying there is no path"
        ),
    }
}

/// The line heading a printed trace table: `step  side  depth ...`.
fn is_printed_header(line: &str) -> bool {
    let words: Vec<&str> = line.split_whitespace().take(3).collect();
    words == ["step", "side", "depth"]
}

/// A Markdown table row's cells, trimmed.
fn cells(line: &str) -> Vec<String> {
    let inner = line.trim().trim_start_matches('|').trim_end_matches('|');
    inner
        .split('|')
        .map(|cell| cell.trim().to_string())
        .collect()
}

/// The last code span of a paragraph that quotes a `cargo trace` command.
fn last_command(paragraph: &str) -> Option<String> {
    let spans = paragraph.split('`').skip(1).step_by(2);
    let commands = spans.filter(|span| span.contains("cargo trace "));
    commands.last().map(|span| span.trim().to_string())
}

/// A quoted table with the command before it, which names the problem,
/// the case and the input: `[printf '...' | ]cargo trace ID [--case N] [<
/// FILE]` (or `echo "..." |`); a file is read from the workspace root.
fn quote(
    command: Option<String>,
    header: Vec<String>,
    rows: Vec<Vec<String>>,
    lines: &[&str],
    printed: bool,
) -> QuotedTrace {
    let first = lines.first().map_or("", |line| line.trim());
    let command =
        command.unwrap_or_else(|| panic!("no `cargo trace` command quoted before `{}`", first));
    let at = command.find("cargo trace ").expect("a cargo trace command");
    let producer = command[..at].trim().trim_end_matches('|').trim();
    let mut words = command[at + "cargo trace ".len()..].split_whitespace();
    let id = words.next().unwrap_or("").to_string();
    let (mut case, mut file) = (1, None);
    while let Some(word) = words.next() {
        if word == "--case" {
            let number = words.next().and_then(|n| n.parse().ok());
            case = number.unwrap_or_else(|| panic!("`{}`: --case takes a number", command));
        } else if word == "<" {
            file = words.next();
        } else if let Some(name) = word.strip_prefix('<') {
            file = Some(name);
        }
    }
    let input = match (file, producer) {
        (Some(file), "") => {
            let path = crate::workspace::root().join(file);
            std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("`{}`: {}: {}", command, path.display(), e))
        }
        (None, producer) if producer.starts_with("printf ") => {
            printf_text(quoted(&producer["printf ".len()..]))
        }
        (None, producer) if producer.starts_with("echo ") => {
            format!("{}\n", quoted(&producer["echo ".len()..]))
        }
        _ => panic!("`{}`: what input it reads is not quoted", command),
    };
    if let Some(line) = lines.iter().find(|line| printed && is_printed_header(line)) {
        let words = line.split_whitespace().collect::<Vec<_>>().join(" ");
        let columns = TRACE_COLUMNS.join(" ");
        assert_eq!(words, columns, "`{command}`: the table's header");
    }
    let lines = lines.iter().map(|line| line.to_string()).collect();
    QuotedTrace {
        command,
        id,
        input,
        case,
        header,
        rows,
        lines,
        printed,
    }
}

/// A shell word with its quotes taken off (`'...'` or `"..."`).
fn quoted(word: &str) -> &str {
    let word = word.trim();
    let inner = |quote: char| word.strip_prefix(quote)?.strip_suffix(quote);
    inner('\'').or_else(|| inner('"')).unwrap_or(word)
}

/// What `printf` prints for a format with no conversions: `\n`, `\t`,
/// `\\` and `%%` stand for a newline, a tab, a backslash and a `%`.
fn printf_text(format: &str) -> String {
    let mut chars = format.chars();
    let mut text = String::new();
    while let Some(c) = chars.next() {
        text.push(match c {
            '\\' | '%' => match (c, chars.next()) {
                ('\\', Some('n')) => '\n',
                ('\\', Some('t')) => '\t',
                ('\\', Some('\\')) => '\\',
                ('%', Some('%')) => '%',
                _ => panic!("printf '{}': only \\n, \\t, \\\\ and %% are read", format),
            },
            c => c,
        });
    }
    text
}
