//! `cargo trace` and the charts: a traced search (see `trace.rs`) shown as
//! text, layer by layer, and drawn as an SVG chart.
//!
//! The committed charts are generated, never drawn by hand: each problem's
//! `problems/<id>/chart.svg` from its lab's `chart_input`, and the two
//! charts of the template's README from the puzzles in `chart/sliding.rs`.
//! `charts --check` (and `tests/charts.rs`) fail when a committed chart is
//! not what the command would write.

use crate::lab::{self, LABS};
use crate::trace::{Search, Side, Trace};
use std::fmt::Write as _;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};

mod draw;
pub mod sliding;

pub use draw::{power_label, svg};

/// `trace ID [--case N] [--svg FILE] < input`: prints both searches of
/// case N (default 1) and, with `--svg`, writes the chart. `trace
/// eight-puzzle` and `trace fifteen-puzzle` (no input) show the template's
/// charts.
pub fn trace_command(_root: &Path, args: &[String]) -> Result<bool, String> {
    const USAGE: &str =
        "usage: trace ID [--case N] [--svg FILE] < input, or trace eight-puzzle|fifteen-puzzle";
    let mut id = None;
    let mut case = 1;
    let mut svg_file = None;
    let mut words = args.iter();
    while let Some(word) = words.next() {
        match word.as_str() {
            "--case" => {
                let n = words.next().ok_or(USAGE)?;
                case = match n.parse::<usize>() {
                    Ok(n) if n >= 1 => n,
                    _ => return Err(format!("--case wants a case number from 1, not `{}`", n)),
                };
            }
            "--svg" => svg_file = Some(PathBuf::from(words.next().ok_or(USAGE)?)),
            flag if flag.starts_with("--") => return Err(format!("unknown option {}", flag)),
            _ if id.is_none() => id = Some(word.as_str()),
            _ => return Err(USAGE.to_string()),
        }
    }
    let id = id.ok_or(USAGE)?;
    let trace = match TEMPLATE_PUZZLES.iter().find(|(name, _)| *name == id) {
        // The template's puzzles have their boards built in: no input.
        Some((_, puzzle)) => puzzle(),
        None => {
            let lab = lab::by_id(id).map_err(|why| {
                format!("{}, or a template chart: eight-puzzle, fifteen-puzzle", why)
            })?;
            let mut input = String::new();
            std::io::stdin()
                .read_to_string(&mut input)
                .map_err(|e| format!("cannot read standard input: {}", e))?;
            (lab.trace)(&input, case)
        }
    }
    .map_err(|why| first_line(&why))?;
    say(&report(&trace));
    if let Some(file) = svg_file {
        fs::write(&file, svg(&trace))
            .map_err(|e| format!("cannot write {}: {}", file.display(), e))?;
        say(&format!("\nChart written to {}.\n", file.display()));
    }
    Ok(true)
}

/// Prints `text`, dropping what cannot be written: `cargo trace ... | head`
/// closes the pipe early, which is the reader's choice, not a failure (and
/// `print!` would panic on it).
fn say(text: &str) {
    let _ = std::io::Write::write_all(&mut std::io::stdout(), text.as_bytes());
}

/// One line of an error, so that the command's error stays one line.
fn first_line(text: &str) -> String {
    text.lines().next().unwrap_or("").to_string()
}

/// `charts [--check]`: every committed chart rewritten (or only checked).
pub fn charts_command(root: &Path, args: &[String]) -> Result<bool, String> {
    let check_only = match args {
        [] => false,
        [flag] if flag == "--check" => true,
        _ => return Err("usage: charts [--check]".to_string()),
    };
    let mut failed = Vec::new();
    for chart in charts() {
        let verdict = match chart.draw(root) {
            Err(why) => Err(format!("cannot draw it: {}", first_line(&why))),
            Ok(drawn) => {
                let path = root.join(&chart.file);
                let committed = fs::read_to_string(&path).ok();
                match (committed == Some(drawn.clone()), check_only) {
                    (true, _) => Ok("up to date"),
                    (false, true) if path.exists() => {
                        Err("DIFFERS from what its input draws".into())
                    }
                    (false, true) => Err("MISSING".to_string()),
                    (false, false) => {
                        if let Some(dir) = path.parent() {
                            fs::create_dir_all(dir).map_err(|e| e.to_string())?;
                        }
                        fs::write(&path, drawn)
                            .map_err(|e| format!("cannot write {}: {}", path.display(), e))?;
                        Ok("written")
                    }
                }
            }
        };
        match verdict {
            Ok(word) => println!("{:<36} {}", chart.file, word),
            Err(why) => {
                println!("{:<36} {}", chart.file, why);
                failed.push(chart.file);
            }
        }
    }
    if failed.is_empty() {
        Ok(true)
    } else if check_only {
        Err(format!(
            "charts differ or are missing (run `cargo make charts`): {}",
            failed.join(", ")
        ))
    } else {
        Err(format!("charts not drawn: {}", failed.join(", ")))
    }
}

/// A committed chart: its file and what it draws.
pub struct Chart {
    /// Relative to the repository root.
    pub file: String,
    pub source: Source,
}

/// Where a chart's trace comes from.
pub enum Source {
    /// A problem's lab, on its `chart_input`, case 1.
    Lab(&'static lab::Lab),
    /// A puzzle of `chart/sliding.rs`.
    Puzzle(Puzzle),
}

impl Chart {
    /// The trace the chart draws.
    pub fn trace(&self, root: &Path) -> Result<Trace, String> {
        match self.source {
            Source::Lab(lab) => {
                let input = fs::read_to_string(root.join(lab.chart_input))
                    .map_err(|e| format!("cannot read {}: {}", lab.chart_input, e))?;
                (lab.trace)(&input, 1)
            }
            Source::Puzzle(trace) => trace(),
        }
    }

    /// The SVG the chart's file should hold.
    pub fn draw(&self, root: &Path) -> Result<String, String> {
        self.trace(root).map(|trace| svg(&trace))
    }
}

/// The template README's charts: `cargo trace NAME` prints them, and they
/// are drawn to `template/charts/NAME.svg`.
type Puzzle = fn() -> Result<Trace, String>;
const TEMPLATE_PUZZLES: [(&str, Puzzle); 2] = [
    ("eight-puzzle", sliding::eight_puzzle),
    ("fifteen-puzzle", sliding::fifteen_puzzle),
];

/// Every committed chart: the template's two, then each problem's.
pub fn charts() -> Vec<Chart> {
    let mut all: Vec<Chart> = TEMPLATE_PUZZLES
        .iter()
        .map(|&(name, puzzle)| Chart {
            file: format!("template/charts/{}.svg", name),
            source: Source::Puzzle(puzzle),
        })
        .collect();
    for &lab in LABS.iter() {
        all.push(Chart {
            file: format!("problems/{}/chart.svg", lab.id),
            source: Source::Lab(lab),
        });
    }
    all
}

// ---------------------------------------------------------------------------
// The text of `cargo trace`

/// Both searches of `trace` as `cargo trace` prints them.
pub fn report(trace: &Trace) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", trace.title);
    out.push('\n');
    two_way_table(&mut out, trace);
    out.push('\n');
    one_way_table(&mut out, &trace.one_way);
    out.push('\n');
    summary(&mut out, trace);
    if !trace.notes.is_empty() {
        out.push_str("\nNotes:\n");
        for note in &trace.notes {
            let _ = writeln!(out, "- {}", note);
        }
    }
    out
}

fn two_way_table(out: &mut String, trace: &Trace) {
    let search = &trace.two_way;
    out.push_str(if search.grew(Side::Backward) {
        "Bidirectional BFS: whole layers, the side with the smaller frontier grows \
         (template::bibfs)\n"
    } else {
        "Bidirectional BFS, one side grown: the goal's side is its mirror image, \
         met where a new state's image is stored (see the notes)\n"
    });
    let _ = writeln!(
        out,
        "{:>5}  {:<8} {:>5} {:>11}   {:>11} {:>11}   {:>11}",
        "step", "side", "depth", "layer", "stored fwd", "stored back", "generated"
    );
    let (mut forward, mut backward) = (0, 0);
    let mut step = 0;
    for layer in &search.layers {
        match layer.side {
            Side::Backward => backward = layer.stored,
            _ => forward = layer.stored,
        }
        if layer.depth > 0 {
            step += 1;
        }
        let _ = writeln!(
            out,
            "{:>5}  {:<8} {:>5} {:>11}   {:>11} {:>11}   {:>11}",
            step,
            side_name(layer.side),
            layer.depth,
            layer_size(layer.size, layer.partial),
            thousands(forward as u64),
            thousands(backward as u64),
            thousands(layer.generated)
        );
    }
    if search.layers.iter().any(|l| l.partial) {
        out.push_str("  (* the search stopped inside this layer)\n");
    }
    let f = deepest(search, Side::Forward);
    match search.distance {
        Some(d) => {
            let at = trace.meeting.as_deref().unwrap_or("?");
            let _ = writeln!(
                out,
                "The sides met at {}, {} from the start and {} from the goal.",
                at,
                moves(f),
                moves(d - f.min(d))
            );
            let _ = writeln!(out, "Distance: {}.", d);
        }
        None if search.capped => {
            let _ = writeln!(
                out,
                "Capped at {} stored states before the sides met: no answer.",
                thousands(search.stored() as u64)
            );
        }
        None => {
            let _ = writeln!(out, "Distance: {}.", no_path(search));
        }
    }
}

fn one_way_table(out: &mut String, search: &Search) {
    out.push_str("One-way BFS from the start (template::bfs)\n");
    let _ = writeln!(
        out,
        "{:>5} {:>11}   {:>11}   {:>11}",
        "depth", "layer", "stored", "generated"
    );
    for layer in &search.layers {
        let _ = writeln!(
            out,
            "{:>5} {:>11}   {:>11}   {:>11}",
            layer.depth,
            layer_size(layer.size, layer.partial),
            thousands(layer.stored as u64),
            thousands(layer.generated)
        );
    }
    if search.layers.iter().any(|l| l.partial) {
        out.push_str("  (* the search stopped inside this layer)\n");
    }
    match search.distance {
        Some(d) => {
            let _ = writeln!(out, "Reached the goal: distance {}.", d);
        }
        None if search.capped => {
            let _ = writeln!(
                out,
                "CAPPED at {} stored states, {} from the start: the one-way search \
                 stopped there without an answer.",
                thousands(search.stored() as u64),
                moves(deepest(search, Side::OneWay))
            );
        }
        None => {
            let _ = writeln!(out, "Distance: {}.", no_path(search));
        }
    }
}

fn summary(out: &mut String, trace: &Trace) {
    let (one, two) = (&trace.one_way, &trace.two_way);
    let _ = writeln!(
        out,
        "{:<10} {:>13} {:>15}   one-way / bidirectional",
        "", "one-way", "bidirectional"
    );
    let capped = one.capped;
    let rows = [
        ("stored", one.stored() as u64, two.stored() as u64),
        ("generated", one.generated(), two.generated()),
    ];
    for &(what, a, b) in &rows {
        let _ = writeln!(
            out,
            "{:<10} {:>13} {:>15}   {}",
            what,
            format!("{}{}", thousands(a), if capped { "+" } else { "" }),
            thousands(b),
            ratio(a, b, capped)
        );
    }
    if capped {
        out.push_str("(+: the one-way search was capped; it would need more)\n");
    }
}

/// `a / b` to one decimal, "at least" when `a` is a capped count.
pub fn ratio(a: u64, b: u64, capped: bool) -> String {
    if b == 0 {
        return "-".to_string();
    }
    let r = a as f64 / b as f64;
    // Two significant digits below 1 (a goal set can make the bidirectional
    // search the larger one), one decimal up to 100, whole numbers beyond.
    let text = if r >= 100.0 {
        format!("{:.0}", r)
    } else if r >= 1.0 || r == 0.0 {
        format!("{:.1}", r)
    } else {
        let decimals = (-r.log10()).ceil() as usize + 1;
        format!("{:.*}", decimals, r)
    };
    if capped {
        format!("more than {}", text)
    } else {
        text
    }
}

/// Why a search that did not cap found no path: a side ran out of states
/// (it stored all its root connects to), or the depth limit stopped it.
fn no_path(search: &Search) -> String {
    if let Some(last) = search.layers.last().filter(|l| l.size == 0 && l.depth > 0) {
        let (who, reach) = match last.side {
            Side::OneWay => ("the search", "the start reaches"),
            Side::Forward => ("the forward side", "the start reaches"),
            Side::Backward => ("the backward side", "reaches the goal"),
        };
        return format!(
            "no path: {} ran out of new states after depth {} (it stored every state {})",
            who,
            last.depth - 1,
            reach
        );
    }
    if search.layers.first().map(|l| l.side) == Some(Side::OneWay) {
        format!(
            "no path within the limit: the goal is more than {} from the start",
            moves(deepest(search, Side::OneWay))
        )
    } else {
        let (f, r) = (
            deepest(search, Side::Forward),
            deepest(search, Side::Backward),
        );
        format!(
            "no path within the limit: {} layers grown ({} forward, {} backward) without a \
             meeting",
            f + r,
            f,
            r
        )
    }
}

/// The deepest layer a side grew (0 when it grew none).
pub fn deepest(search: &Search, side: Side) -> usize {
    search
        .layers
        .iter()
        .filter(|l| l.side == side && l.size > 0)
        .map(|l| l.depth)
        .max()
        .unwrap_or(0)
}

pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::OneWay => "one-way",
        Side::Forward => "forward",
        Side::Backward => "backward",
    }
}

fn layer_size(size: usize, partial: bool) -> String {
    format!(
        "{}{}",
        thousands(size as u64),
        if partial { "*" } else { " " }
    )
}

fn moves(n: usize) -> String {
    format!("{} move{}", n, if n == 1 { "" } else { "s" })
}

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
