//! `cargo trace` and the charts: a recorded search (`judging::trace`) shown
//! as text, layer by layer, and drawn as an SVG chart.
//!
//! The committed charts are generated, never drawn by hand: each problem's
//! `problems/<id>/chart.svg` from its lab's chart input, and each lab's
//! figures (the template's puzzles) to `charts/NAME.svg` beside its
//! `Cargo.toml`. A lab's searches followed by hand (the template's worked
//! example and trap) are drawn step by step as text ([`steps`]) into the
//! README beside its `Cargo.toml`. `charts --check` (and `tests/charts.rs`)
//! fail when a committed chart or figure is not what the command would
//! write.

use crate::args::Words;
use crate::labs::{self, LabProgram};
use judging::text::{moves, thousands};
use judging::trace::{Search, Side, Trace};
use std::fmt::Write as _;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};

mod draw;
pub mod steps;

pub use draw::{power_label, svg};

const TRACE_HELP: &str = "usage: cargo trace ID [--case N] [--svg FILE] < input
       cargo trace ID --figure NAME [--svg FILE]    (template: eight-puzzle, fifteen-puzzle)
       cargo trace ID --figure NAME --steps         (template: worked-example, trap)";

/// `trace ID [--case N | --figure NAME [--steps]] [--svg FILE] < input`:
/// prints both searches of case N (default 1) or of a lab's figure (with
/// `--steps`, a search on a small graph step by step) and, with `--svg`,
/// writes the chart. `ID` is a problem or `template`.
pub fn trace_command(root: &Path, args: &[String]) -> Result<bool, String> {
    let words = Words::parse(
        args,
        &["--case", "--svg", "--figure"],
        &["--help", "--steps"],
    )
    .map_err(|why| format!("{} ({})", why, TRACE_HELP.lines().next().unwrap_or("")))?;
    if words.has_flag("--help") {
        println!("{}", TRACE_HELP);
        return Ok(true);
    }
    let id = words.one_id("trace")?;
    let case = match words.number("--case", 1)? {
        0 => return Err("--case wants a case number from 1".to_string()),
        n => n as usize,
    };
    let dir = if id == "template" {
        root.join("template")
    } else {
        judging::workspace::select(root, std::slice::from_ref(&id))?
            .remove(0)
            .dir
    };
    let lab = labs::build(root, &[dir])?.remove(0);
    if words.has_flag("--steps") {
        let name =
            (words.value("--figure")).ok_or("--steps draws a figure: --figure NAME --steps")?;
        let drawn = lab
            .steps(name)
            .and_then(|figure| steps::text(&figure))
            .map_err(|why| first_line(&why))?;
        say(&drawn);
        return Ok(true);
    }
    let trace = match words.value("--figure") {
        Some(name) => lab.figure(name),
        None => {
            let mut input = String::new();
            std::io::stdin()
                .read_to_string(&mut input)
                .map_err(|e| format!("cannot read standard input: {}", e))?;
            lab.trace(&input, case)
        }
    }
    .map_err(|why| first_line(&why))?;
    say(&report(&trace));
    if let Some(file) = words.value("--svg") {
        fs::write(file, svg(&trace)).map_err(|e| format!("cannot write {}: {}", file, e))?;
        say(&format!("\nChart written to {}.\n", file));
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

/// A committed chart: its file (relative to the root) and what it draws.
pub struct Chart {
    pub file: String,
    pub trace: Result<Trace, String>,
}

/// Every committed chart, each traced by its lab: the template's figures,
/// then each problem's chart.
pub fn charts(root: &Path) -> Result<Vec<Chart>, String> {
    let mut charts = Vec::new();
    for lab in labs::build(root, &labs::dirs(root)?)? {
        charts.extend(charts_of(root, &lab)?);
    }
    Ok(charts)
}

fn charts_of(root: &Path, lab: &LabProgram) -> Result<Vec<Chart>, String> {
    let relative = |path: PathBuf| {
        let path = path
            .strip_prefix(root)
            .map(Path::to_path_buf)
            .unwrap_or(path);
        path.to_string_lossy().replace('\\', "/")
    };
    let about = lab.about()?;
    let mut charts = Vec::new();
    for name in &about.figures {
        charts.push(Chart {
            file: relative(lab.dir.join("charts").join(format!("{}.svg", name))),
            trace: lab.figure(name),
        });
    }
    if let Some(input) = &about.chart_input {
        let trace = fs::read_to_string(root.join(input))
            .map_err(|e| format!("cannot read {}: {}", input, e))
            .and_then(|text| lab.trace(&text, 1));
        charts.push(Chart {
            file: relative(lab.dir.join("chart.svg")),
            trace,
        });
    }
    Ok(charts)
}

/// A README that holds figures drawn step by step: its file (relative to
/// the root) and its text with every figure as its search draws it now.
pub struct Readme {
    pub file: String,
    pub text: Result<String, String>,
}

/// Every README with figures drawn step by step ([`steps`]), each figure
/// traced by its lab and put between its markers.
pub fn readmes(root: &Path) -> Result<Vec<Readme>, String> {
    let mut readmes = Vec::new();
    for lab in labs::build(root, &labs::dirs(root)?)? {
        let about = lab.about()?;
        if about.steps.is_empty() {
            continue;
        }
        let path = lab.dir.join("README.md");
        let file = path
            .strip_prefix(root)
            .unwrap_or(&path)
            .to_string_lossy()
            .replace('\\', "/");
        let mut text =
            fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {}", file, e));
        for name in &about.steps {
            text = text.and_then(|readme| {
                let blocks = (lab.steps(name))
                    .and_then(|figure| steps::blocks(&figure))
                    .map_err(|why| format!("{}: {}", name, why))?;
                steps::into_readme(&readme, name, &steps::markdown(&blocks))
            });
        }
        readmes.push(Readme { file, text });
    }
    Ok(readmes)
}

/// `charts [--check]`: every committed chart and figure rewritten (or only
/// checked).
pub fn charts_command(root: &Path, args: &[String]) -> Result<bool, String> {
    let words = Words::parse(args, &[], &["--check"])?;
    let check_only = words.has_flag("--check");
    if !words.positional.is_empty() {
        return Err("usage: charts [--check]".to_string());
    }
    let drawn = charts(root)?
        .into_iter()
        .map(|chart| (chart.file, chart.trace.map(|trace| svg(&trace))));
    let written = readmes(root)?
        .into_iter()
        .map(|readme| (readme.file, readme.text));
    let mut failed = Vec::new();
    for (file, wanted) in drawn.chain(written) {
        let path = root.join(&file);
        let verdict = match wanted {
            Err(why) => Err(format!("cannot draw it: {}", first_line(&why))),
            Ok(drawn) => {
                let committed = fs::read_to_string(&path).ok();
                match (committed.as_deref() == Some(drawn.as_str()), check_only) {
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
            Ok(word) => println!("{:<36} {}", file, word),
            Err(why) => {
                println!("{:<36} {}", file, why);
                failed.push(file);
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
    let _ = writeln!(out, "Both ways: {}", search.method);
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
            "{:>5}  {:<8} {:>5} {:>11}   {:>11} {:>11}   {:>11}{}",
            step,
            side_name(layer.side),
            layer.depth,
            layer_size(layer.size, layer.partial),
            thousands(forward as u64),
            thousands(backward as u64),
            thousands(layer.generated),
            names(layer)
        );
    }
    if search.layers.iter().any(|l| l.partial) {
        out.push_str("  (* the search stopped inside this layer)\n");
    }
    let f = search.deepest(Side::Forward);
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
    let _ = writeln!(out, "One way, from the start: {}", search.method);
    let _ = writeln!(
        out,
        "{:>5} {:>11}   {:>11}   {:>11}",
        "depth", "layer", "stored", "generated"
    );
    for layer in &search.layers {
        let _ = writeln!(
            out,
            "{:>5} {:>11}   {:>11}   {:>11}{}",
            layer.depth,
            layer_size(layer.size, layer.partial),
            thousands(layer.stored as u64),
            thousands(layer.generated),
            names(layer)
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
                moves(search.deepest(Side::OneWay))
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

/// `a / b` to one decimal; none when `a` is a capped count, whose ratio
/// says only where the cap was set, not how much the search would need.
pub fn ratio(a: u64, b: u64, capped: bool) -> String {
    if b == 0 || capped {
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
    text
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
            moves(search.deepest(Side::OneWay))
        )
    } else {
        let (f, r) = (
            search.deepest(Side::Forward),
            search.deepest(Side::Backward),
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

pub fn side_name(side: Side) -> &'static str {
    side.name()
}

/// A named layer's states, after its row (nothing for an unnamed layer).
fn names(layer: &judging::trace::Layer) -> String {
    if layer.states.is_empty() {
        String::new()
    } else {
        format!("   {}", layer.states.join(" "))
    }
}

fn layer_size(size: usize, partial: bool) -> String {
    format!(
        "{}{}",
        thousands(size as u64),
        if partial { "*" } else { " " }
    )
}
