//! `cargo trace` and the charts: a recorded search (`judging::trace`) shown
//! as text, layer by layer, and drawn as an SVG chart.
//!
//! The committed charts are generated, never drawn by hand: each problem's
//! `problems/<id>/chart.svg` from its lab's chart input, and each lab's
//! figures to `charts/NAME.svg` beside its `Cargo.toml`; its searches
//! followed by hand are drawn step by step ([`steps`]) into the README
//! beside it. `charts --check` (and `tests/charts.rs`) fail when a
//! committed chart or figure is not what the command would write.

use crate::args::Words;
use crate::labs::{self, About, LabProgram};
use judging::text::{moves, thousands};
use judging::trace::{Layer, Search, Side, Trace};
use std::fmt::Write as _;
use std::fs;
use std::path::Path;

mod draw;
pub mod steps;

pub use draw::{power_label, svg};

const TRACE_HELP: &str = "usage: cargo trace ID [--case N] [--svg FILE] < input
       cargo trace ID --figure NAME [--svg FILE]    (template: eight-puzzle, fifteen-puzzle)
       cargo trace ID --figure NAME --steps         (template: worked-example, trap)";

/// `trace ID [--case N | --figure NAME [--steps]] [--svg FILE] < input`
/// (`ID` a problem or `template`; the usage above says what each does).
pub fn trace_command(root: &Path, args: &[String]) -> Result<bool, String> {
    let usage = TRACE_HELP.lines().next().unwrap_or("");
    let (values, flags) = (["--case", "--svg", "--figure"], ["--help", "--steps"]);
    let words = Words::parse(args, &values, &flags).map_err(|why| format!("{why} ({usage})"))?;
    if words.has_flag("--help") {
        println!("{}", TRACE_HELP);
        return Ok(true);
    }
    let id = words.one_id("trace")?;
    let case = match words.number("--case", 1)? {
        0 => return Err("--case wants a case number from 1".to_string()),
        n => n as usize,
    };
    let dir = match id.as_str() {
        "template" => root.join("template"),
        _ => judging::workspace::select(root, &[id])?.remove(0).dir,
    };
    let lab = labs::build(root, &[dir])?.remove(0);
    let figure = words.value("--figure");
    if words.has_flag("--steps") {
        let name = figure.ok_or("--steps draws a figure: --figure NAME --steps")?;
        let blocks = lab.steps(name).and_then(|figure| steps::blocks(&figure));
        say(&blocks.map_err(|why| first_line(&why))?.join("\n"));
        return Ok(true);
    }
    let trace = match figure {
        Some(name) => lab.figure(name),
        None => {
            let input = std::io::read_to_string(std::io::stdin());
            let input = input.map_err(|e| format!("cannot read standard input: {}", e))?;
            lab.trace(&input, case)
        }
    };
    let trace = trace.map_err(|why| first_line(&why))?;
    say(&report(&trace));
    if let Some(file) = words.value("--svg") {
        fs::write(file, svg(&trace)).map_err(|e| format!("cannot write {}: {}", file, e))?;
        say(&format!("\nChart written to {}.\n", file));
    }
    Ok(true)
}

/// Prints `text`, dropping what cannot be written: `cargo trace ... | head`
/// closing the pipe early is no failure (`print!` would panic on it).
fn say(text: &str) {
    let _ = std::io::Write::write_all(&mut std::io::stdout(), text.as_bytes());
}

fn first_line(text: &str) -> String {
    text.lines().next().unwrap_or("").to_string()
}

fn relative(root: &Path, path: &Path) -> String {
    let path = path.strip_prefix(root).unwrap_or(path);
    path.to_string_lossy().replace('\\', "/")
}

/// A committed file that `charts` writes (a chart, or a README with
/// figures drawn step by step): its path from the root, its text drawn now.
pub struct Drawn {
    pub file: String,
    pub text: Result<String, String>,
}

/// Every lab, built, with what it draws.
fn drawing_labs(root: &Path) -> Result<Vec<(About, LabProgram)>, String> {
    let labs = labs::build(root, &labs::dirs(root)?)?;
    let about = |lab: LabProgram| Ok((lab.about()?, lab));
    labs.into_iter().map(about).collect()
}

/// Every committed chart, each traced by its lab.
pub fn charts(root: &Path) -> Result<Vec<Drawn>, String> {
    let mut charts = Vec::new();
    for (about, lab) in drawing_labs(root)? {
        for name in &about.figures {
            let file = relative(root, &lab.dir.join(format!("charts/{}.svg", name)));
            let text = lab.figure(name).map(|trace| svg(&trace));
            charts.push(Drawn { file, text });
        }
        if let Some(input) = &about.chart_input {
            let text = fs::read_to_string(root.join(input));
            let text = text.map_err(|e| format!("cannot read {}: {}", input, e));
            let file = relative(root, &lab.dir.join("chart.svg"));
            let text = text
                .and_then(|text| lab.trace(&text, 1))
                .map(|trace| svg(&trace));
            charts.push(Drawn { file, text });
        }
    }
    Ok(charts)
}

/// Every README with figures drawn step by step ([`steps`]).
pub fn readmes(root: &Path) -> Result<Vec<Drawn>, String> {
    let mut readmes = Vec::new();
    let labs = drawing_labs(root)?.into_iter();
    for (about, lab) in labs.filter(|(about, _)| !about.steps.is_empty()) {
        let path = lab.dir.join("README.md");
        let file = relative(root, &path);
        let mut text =
            fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {}", file, e));
        for name in &about.steps {
            let blocks = lab.steps(name).and_then(|figure| steps::blocks(&figure));
            let blocks = blocks.map_err(|why| format!("{}: {}", name, why));
            text = text
                .and_then(|readme| steps::into_readme(&readme, name, &steps::markdown(&blocks?)));
        }
        readmes.push(Drawn { file, text });
    }
    Ok(readmes)
}

/// `charts [--check]`: every chart and figure rewritten, or only checked.
pub fn charts_command(root: &Path, args: &[String]) -> Result<bool, String> {
    let words = Words::parse(args, &[], &["--check"])?;
    let check_only = words.has_flag("--check");
    if !words.positional.is_empty() {
        return Err("usage: charts [--check]".to_string());
    }
    let mut failed = Vec::new();
    for Drawn { file, text } in charts(root)?.into_iter().chain(readmes(root)?) {
        let wanted = text.map_err(|why| format!("cannot draw it: {}", first_line(&why)));
        let done = wanted.and_then(|text| update(&root.join(&file), &text, check_only));
        println!("{:<36} {}", file, done.as_deref().unwrap_or_else(|why| why));
        if done.is_err() {
            failed.push(file);
        }
    }
    match (failed.is_empty(), check_only) {
        (true, _) => Ok(true),
        (false, true) => Err(format!(
            "charts differ or are missing (run `cargo make charts`): {}",
            failed.join(", ")
        )),
        (false, false) => Err(format!("charts not drawn: {}", failed.join(", "))),
    }
}

/// Whether `path` holds `text`; if not, writes it unless only checking.
fn update(path: &Path, text: &str, check_only: bool) -> Result<&'static str, String> {
    match (fs::read_to_string(path).ok(), check_only) {
        (Some(committed), _) if committed == text => Ok("up to date"),
        (_, true) if path.exists() => Err("DIFFERS from what its input draws".to_string()),
        (_, true) => Err("MISSING".to_string()),
        _ => {
            if let Some(dir) = path.parent() {
                fs::create_dir_all(dir).map_err(|e| e.to_string())?;
            }
            fs::write(path, text).map_err(|e| format!("cannot write {}: {}", path.display(), e))?;
            Ok("written")
        }
    }
}

/// Both searches of `trace` as `cargo trace` prints them.
pub fn report(trace: &Trace) -> String {
    let (two, one) = (&trace.two_way, &trace.one_way);
    let mut out = format!("{}\n\nBoth ways: {}\n", trace.title, two.method);
    out.push_str(" step  side     depth       layer    stored fwd stored back     generated\n");
    let (mut stored, mut step) = ([0, 0], 0);
    for layer in &two.layers {
        stored[(layer.side == Side::Backward) as usize] = layer.stored;
        step += (layer.depth > 0) as usize;
        let [fwd, back] = stored.map(|n| thousands(n as u64));
        let row = row(layer, &format!("{fwd:>11} {back:>11}"));
        let _ = writeln!(out, "{step:>5}  {:<8} {row}", layer.side.name());
    }
    let met = ending(two, Some(trace.meeting.as_deref().unwrap_or("?")));
    let _ = writeln!(out, "{}\n", met);
    let _ = writeln!(out, "One way, from the start: {}", one.method);
    out.push_str("depth       layer        stored     generated\n");
    for layer in &one.layers {
        let kept = format!("{:>11}", thousands(layer.stored as u64));
        let _ = writeln!(out, "{}", row(layer, &kept));
    }
    let _ = writeln!(out, "{}\n", ending(one, None));
    let name = ["mirrored", "bidirectional"][two.grew(Side::Backward) as usize];
    let _ = writeln!(out, "{:>24} {name:>15}   one-way / {name}", "one-way");
    let rows = [
        ("stored", one.stored() as u64, two.stored() as u64),
        ("generated", one.generated(), two.generated()),
    ];
    let plus = if one.capped { "+" } else { "" };
    for (what, a, b) in rows {
        let (ratio, a, b) = (ratio(a, b, one.capped), thousands(a) + plus, thousands(b));
        let _ = writeln!(out, "{what:<10} {a:>13} {b:>15}   {ratio}");
    }
    if one.capped {
        out.push_str("(+: the one-way search was capped; it would need more)\n");
    }
    if let (true, Some(reach)) = (one.capped, one.reach) {
        let (times, reach) = (ratio(reach, two.stored() as u64, false), thousands(reach));
        let _ = writeln!(
            out,
            "(the start reaches at most {reach} states: up to {times} times what the {name} search stores)"
        );
    }
    if !trace.notes.is_empty() {
        out += "\nNotes:\n";
    }
    out.extend(trace.notes.iter().map(|note| format!("- {}\n", note)));
    out
}

/// How a search ended, after the key to the star of a layer it stopped
/// inside; `meeting` is given for a bidirectional one only.
fn ending(search: &Search, meeting: Option<&str>) -> String {
    let partial = search.layers.iter().any(|l| l.partial);
    let cut_short = ["", "  (* the search stopped inside this layer)\n"][partial as usize];
    let stored = thousands(search.stored() as u64);
    let (f, deepest) = (search.deepest(Side::Forward), search.deepest(Side::OneWay));
    let said = match (search.distance, meeting, search.capped) {
        (Some(d), None, _) => format!("Reached the goal: distance {}.", d),
        (Some(d), Some(at), _) => {
            let (there, back) = (moves(f), moves(d - f.min(d)));
            format!(
                "The sides met at {at}, {there} from the start and {back} from the goal.\n\
                 Distance: {d}."
            )
        }
        (None, None, true) => format!(
            "CAPPED at {stored} stored states, {} from the start: the one-way search stopped \
             there without an answer.",
            moves(deepest)
        ),
        (None, _, true) => {
            format!("Capped at {stored} stored states before the sides met: no answer.")
        }
        (None, _, false) => format!("Distance: {}.", no_path(search)),
    };
    cut_short.to_string() + &said
}

/// `a / b`, none for a capped `a` (its ratio says only where the cap was
/// set); two significant digits below 1 (a goal set can make the
/// bidirectional search the larger), whole numbers from 100.
pub fn ratio(a: u64, b: u64, capped: bool) -> String {
    let r = a as f64 / b as f64;
    match () {
        _ if b == 0 || capped => "-".to_string(),
        _ if r >= 100.0 => format!("{:.0}", r),
        _ if r >= 1.0 || r == 0.0 => format!("{:.1}", r),
        _ => format!("{:.*}", (-r.log10()).ceil() as usize + 1, r),
    }
}

/// Why a search that did not cap found no path: a side ran out of states,
/// or the depth limit stopped it.
fn no_path(search: &Search) -> String {
    if let Some(last) = search.layers.last().filter(|l| l.size == 0 && l.depth > 0) {
        let (who, reach) = match last.side {
            Side::OneWay => ("the search", "the start reaches"),
            Side::Forward => ("the forward side", "the start reaches"),
            Side::Backward => ("the backward side", "reaches the goal"),
        };
        let after = last.depth - 1;
        let why = format!("ran out of new states after depth {after}");
        return format!("no path: {who} {why} (it stored every state {reach})");
    }
    if search.layers.first().map(|l| l.side) == Some(Side::OneWay) {
        let within = moves(search.deepest(Side::OneWay));
        return format!("no path within the limit: the goal is more than {within} from the start");
    }
    let (f, r) = (
        search.deepest(Side::Forward),
        search.deepest(Side::Backward),
    );
    format!(
        "no path within the limit: {} layers grown ({f} forward, {r} backward) without a meeting",
        f + r
    )
}

/// A layer's row from its depth on, with `stored`, its stored column(s).
fn row(layer: &Layer, stored: &str) -> String {
    let size = thousands(layer.size as u64) + if layer.partial { "*" } else { " " };
    let gap = if layer.states.is_empty() { "" } else { "   " };
    let (depth, gen, names) = (
        layer.depth,
        thousands(layer.generated),
        layer.states.join(" "),
    );
    format!("{depth:>5} {size:>11}   {stored}   {gen:>11}{gap}{names}")
}
