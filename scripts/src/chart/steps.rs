//! A search on a small graph drawn step by step, as text: the template
//! chapter's worked example and its trap (`cargo trace template --figure
//! NAME --steps`). `cargo make charts` writes the blocks into the chapter's
//! README between `<!-- figure: NAME ... -->` and `<!-- end -->`, and
//! `tests/charts.rs` fails when they differ from what the command prints.
//!
//! One block for the graph with the two roots, then one block a step: what
//! grew and why, the states each side stores by depth, and the graph with
//! every stored state marked by its side and depth. A search that grows
//! whole layers (each side's layers come at depths 1, 2, 3, ...) is told
//! layer by layer; any other is told one expanded state at a time, each
//! side's states expanded in the order stored (a FIFO queue each).

use judging::trace::{graph_of, Layer, Side, Steps};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// Lines of prose in a block are wrapped to this width.
const WIDTH: usize = 72;

/// The blocks of `steps`, each ending with a newline.
pub fn blocks(steps: &Steps) -> Result<Vec<String>, String> {
    graph_of(&steps.picture)?;
    let search = &steps.trace.two_way;
    if search.layers.iter().any(|l| l.states.len() != l.size) {
        return Err(format!(
            "`{}` names no states: only a search recorded by name is drawn step by step",
            steps.trace.title
        ));
    }
    let whole_layers = [Side::Forward, Side::Backward].iter().all(|&side| {
        let depths = (search.layers.iter()).filter(|l| l.side == side);
        depths.enumerate().all(|(i, l)| l.depth == i)
    });
    // Every grid is drawn with cells as wide as the widest: a state's cell
    // only grows as the search goes on.
    let mut all = Known::default();
    search.layers.iter().for_each(|layer| all.store(layer));
    let width = 1
        + (all.depth.keys())
            .map(|name| all.cell(name).len())
            .max()
            .unwrap_or(1);
    let draw = |known: &Known, newest: &[String], met: Option<&str>| {
        draw(&steps.picture, known, newest, met, width)
    };

    let mut known = Known::default();
    let mut blocks = Vec::new();
    let roots = search.layers.iter().take_while(|l| l.depth == 0);
    for layer in roots.clone() {
        known.store(layer);
    }
    let newest: Vec<String> = roots.flat_map(|l| l.states.clone()).collect();
    let mut block = first_lines(steps, &known, whole_layers);
    block.push('\n');
    block.push_str(&known.lists());
    block.push('\n');
    block.push_str(&draw(&known, &newest, None));
    blocks.push(block);

    let grown = search.layers.iter().skip_while(|l| l.depth == 0);
    for (step, layer) in grown.enumerate() {
        let before = known.clone();
        known.store(layer);
        let said = if whole_layers {
            grows_a_layer(layer, &before)
        } else {
            expands_one_state(layer, &before)
        };
        let said = said + &ending(steps, layer, &before, whole_layers);
        let mut block = wrap(&format!("Step {}: {}", step + 1, said));
        block.push('\n');
        block.push_str(&known.lists());
        block.push('\n');
        let met = Some(layer)
            .filter(|layer| layer.partial)
            .and_then(|layer| layer.states.last())
            .filter(|&last| steps.trace.meeting.as_ref() == Some(last));
        block.push_str(&draw(&known, &layer.states, met.map(String::as_str)));
        blocks.push(block);
    }
    // The outcome closes the last step's block.
    if let Some(last) = blocks.last_mut() {
        last.push('\n');
        last.push_str(&last_lines(steps));
    }
    Ok(blocks)
}

/// The blocks of `steps` as `cargo trace --steps` prints them: separated by
/// blank lines.
pub fn text(steps: &Steps) -> Result<String, String> {
    Ok(blocks(steps)?.join("\n"))
}

/// The blocks as Markdown, each a fenced `text` block.
pub fn markdown(blocks: &[String]) -> String {
    let fenced: Vec<String> = (blocks.iter())
        .map(|block| format!("```text\n{}```\n", block))
        .collect();
    fenced.join("\n")
}

/// `readme` with the blocks of figure `name` (already `markdown`) put
/// between its `<!-- figure: NAME ... -->` line and the next
/// `<!-- end -->`.
pub fn into_readme(readme: &str, name: &str, markdown: &str) -> Result<String, String> {
    let marker = format!("<!-- figure: {} ", name);
    let start = readme
        .find(&marker)
        .ok_or_else(|| format!("no `{}... -->` line for figure {}", marker, name))?;
    let body = start
        + readme[start..]
            .find('\n')
            .ok_or("a figure marker ends the file")?
        + 1;
    let end = body
        + readme[body..]
            .find("<!-- end -->")
            .ok_or_else(|| format!("figure {} has no `<!-- end -->`", name))?;
    Ok(format!(
        "{}\n{}\n{}",
        &readme[..body],
        markdown,
        &readme[end..]
    ))
}

/// What each state is, as far as the search has gone: its depth on each
/// side, by name, and each side's states by depth in the order stored.
#[derive(Clone, Default)]
struct Known {
    depth: BTreeMap<String, [Option<usize>; 2]>,
    sides: [Vec<(usize, String)>; 2],
    /// The size of each side's newest layer (whole-layer searches).
    frontier: [usize; 2],
    /// How many times each side grew (one-state searches: expanded).
    expanded: [usize; 2],
}

impl Known {
    fn store(&mut self, layer: &Layer) {
        let i = index(layer.side);
        for name in &layer.states {
            self.depth.entry(name.clone()).or_default()[i] = Some(layer.depth);
            self.sides[i].push((layer.depth, name.clone()));
        }
        if !layer.partial {
            self.frontier[i] = layer.size;
        }
        if layer.depth > 0 {
            self.expanded[i] += 1;
        }
    }

    /// The `forward` and `backward` lines: each side's states by depth.
    fn lists(&self) -> String {
        let mut out = String::new();
        for (i, side) in ["forward", "backward"].iter().enumerate() {
            let _ = write!(out, "{:<9}", side);
            let mut depth = None;
            for (d, name) in &self.sides[i] {
                if depth != Some(*d) {
                    let _ = write!(out, "  {}:", d);
                    depth = Some(*d);
                }
                let _ = write!(out, " {}", name);
            }
            out.push('\n');
        }
        out
    }

    /// The state's cell: its name, `f` and its depth if the forward side
    /// stores it, `b` and its depth if the backward side does.
    fn cell(&self, name: &str) -> String {
        let mut cell = name.to_string();
        if let Some(depths) = self.depth.get(name) {
            for (tag, depth) in ["f", "b"].iter().zip(depths) {
                if let Some(depth) = depth {
                    let _ = write!(cell, "{}{}", tag, depth);
                }
            }
        }
        cell
    }
}

fn index(side: Side) -> usize {
    match side {
        Side::Backward => 1,
        _ => 0,
    }
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::Backward => "backward",
        _ => "forward",
    }
}

/// The title, and how to read the blocks.
fn first_lines(steps: &Steps, known: &Known, whole_layers: bool) -> String {
    let roots = |i: usize| {
        let names: Vec<&str> = known.sides[i].iter().map(|(_, n)| n.as_str()).collect();
        names.join(" ")
    };
    let rule = if whole_layers {
        "Each step grows the side whose newest layer is smaller (a tie goes forward) by \
         a whole layer."
    } else {
        "The sides take turns, each expanding one state, the next in its queue."
    };
    let mut lines = wrap(&format!(
        "{}. Each edge is one move either way; a state's neighbours are taken in \
         alphabetical order. {}",
        steps.trace.title, rule
    ));
    lines.push('\n');
    lines.push_str(&wrap(&format!(
        "In a cell, f2 after a state says that the forward side stores it 2 moves from \
         {}, b2 that the backward side stores it 2 moves from {}; * marks the states \
         stored in the step, ! the meeting.",
        roots(0),
        roots(1)
    )));
    lines
}

/// The path the search returned, and the shortest.
fn last_lines(steps: &Steps) -> String {
    let mut said = match &steps.path {
        Some(path) => format!(
            "The search returns {}: {} moves.",
            path.join(" "),
            path.len().saturating_sub(1)
        ),
        None => "The search finds no path.".to_string(),
    };
    let one_way = &steps.trace.one_way;
    let _ = match one_way.distance {
        Some(d) => write!(said, " One-way BFS ({}) finds {} moves.", one_way.method, d),
        None => write!(said, " One-way BFS ({}) finds no path.", one_way.method),
    };
    for note in &steps.trace.notes {
        let _ = write!(said, " {}.", note.trim_end_matches('.'));
    }
    wrap(&said)
}

/// A step of a search that grows whole layers: which side grew and why.
fn grows_a_layer(layer: &Layer, before: &Known) -> String {
    let [f, b] = before.frontier;
    let why = if f == b {
        "a tie goes forward".to_string()
    } else {
        format!("the {} side's is smaller", side_name(layer.side))
    };
    format!(
        "the {} side grows its layer {} (newest layers: forward {}, backward {}; {}).",
        side_name(layer.side),
        layer.depth,
        f,
        b,
        why
    )
}

/// A step of a search that expands one state at a time: which state.
fn expands_one_state(layer: &Layer, before: &Known) -> String {
    let i = index(layer.side);
    // Each side expands its states in the order it stored them.
    let (depth, name) = before.sides[i]
        .get(before.expanded[i])
        .cloned()
        .unwrap_or((0, "?".to_string()));
    format!(
        "the {} side expands {} (depth {}).",
        side_name(layer.side),
        name,
        depth
    )
}

/// What a step stored, and the meeting when it ends there.
fn ending(steps: &Steps, layer: &Layer, before: &Known, whole_layers: bool) -> String {
    let names = &layer.states;
    let met = steps.trace.meeting.as_deref();
    match (names.split_last(), layer.partial) {
        (None, _) if whole_layers => format!(
            " Nothing new: the {} side ran out, so there is no path.",
            side_name(layer.side)
        ),
        (None, _) => " Nothing new.".to_string(),
        (Some((last, first)), true) if Some(last.as_str()) == met => {
            let other = 1 - index(layer.side);
            let there = (before.depth.get(last))
                .and_then(|depths| depths[other])
                .unwrap_or(0);
            let (f, b) = match layer.side {
                Side::Backward => (there, layer.depth),
                _ => (layer.depth, there),
            };
            let then = if first.is_empty() {
                String::new()
            } else {
                format!("{}, then ", first.join(" "))
            };
            format!(
                " New at depth {}: {}{}, which the {} side stores at depth {}: the sides \
                 meet, on a path of {} + {} = {} moves.",
                layer.depth,
                then,
                last,
                ["forward", "backward"][other],
                there,
                f,
                b,
                f + b
            )
        }
        (Some(_), true) => format!(
            " New at depth {}: {}; the search stopped there.",
            layer.depth,
            names.join(" ")
        ),
        (Some(_), false) => format!(" New at depth {}: {}.", layer.depth, names.join(" ")),
    }
}

/// The picture with each state's cell; the states in `newest` marked `*`,
/// the meeting `!`; each cell `width` wide, and at least three dashes for
/// an edge between two cells.
fn draw(
    picture: &[String],
    known: &Known,
    newest: &[String],
    met: Option<&str>,
    width: usize,
) -> String {
    let stride = width + 5;
    let column = |x: usize| x / 2 * stride;
    let mut out = String::new();
    for chars in picture
        .iter()
        .map(|line| line.chars().collect::<Vec<char>>())
    {
        let mut line = vec![' '; chars.len() / 2 * stride + width + 1];
        let mut ends = vec![0; chars.len()];
        for (x, &c) in chars.iter().enumerate() {
            if c.is_ascii_uppercase() {
                let name = c.to_string();
                let mut cell = known.cell(&name);
                if met == Some(name.as_str()) {
                    cell.push('!');
                } else if newest.contains(&name) {
                    cell.push('*');
                }
                for (k, ch) in cell.chars().enumerate() {
                    line[column(x) + k] = ch;
                }
                ends[x] = column(x) + cell.len();
            } else if c == '|' {
                line[column(x)] = '|';
            }
        }
        // Each run of `-` from the cell before it to the cell after it.
        for (x, &c) in chars.iter().enumerate() {
            if c == '-' && x > 0 && chars[x - 1] != '-' {
                let to = (x..chars.len()).find(|&k| chars[k] != '-').unwrap_or(x);
                for dash in &mut line[ends[x - 1] + 1..column(to) - 1] {
                    *dash = '-';
                }
            }
        }
        let drawn: String = line.into_iter().collect();
        out.push_str(drawn.trim_end());
        out.push('\n');
    }
    out
}

/// `text` wrapped to [`WIDTH`] columns, ending with a newline.
fn wrap(text: &str) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.len() + 1 + word.len() > WIDTH {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    out.push_str(&line);
    out.push('\n');
    out
}
