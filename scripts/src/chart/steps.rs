//! A search on a small graph drawn step by step, as text: the template
//! chapter's worked example and its trap (`cargo trace template --figure
//! NAME --steps`), which `cargo make charts` writes into the chapter's
//! README between `<!-- figure: NAME ... -->` and `<!-- end -->`.
//!
//! One block for the graph with the two roots, then one block a step: what
//! grew and why, the states each side stores by depth, and the graph with
//! every stored state marked by its side and depth. A search that grows
//! whole layers (each side's layers come at depths 1, 2, 3, ...) is told
//! layer by layer; any other one expanded state at a time, each side's
//! states expanded in the order stored (a FIFO queue each).

use judging::trace::{graph_of, Layer, Side, Steps};
use std::fmt::Write as _;

/// Lines of prose in a block are wrapped to this width.
const WIDTH: usize = 72;

/// The blocks of `steps`, each ending with a newline.
pub fn blocks(steps: &Steps) -> Result<Vec<String>, String> {
    graph_of(&steps.picture)?;
    let (search, title) = (&steps.trace.two_way, &steps.trace.title);
    if search.layers.iter().any(|l| l.states.len() != l.size) {
        let why = "names no states: only a search recorded by name is drawn step by step";
        return Err(format!("`{}` {}", title, why));
    }
    let whole_layers = [Side::Forward, Side::Backward].iter().all(|&side| {
        let layers = search.layers.iter().filter(|l| l.side == side);
        layers.enumerate().all(|(i, l)| l.depth == i)
    });
    // Cells as wide as the widest at the end: a state's cell only grows.
    let mut all = Known::default();
    search.layers.iter().for_each(|layer| all.store(layer));
    let names = all.sides.iter().flatten();
    let cells = names.map(|(_, name)| all.cell(name).len());
    let width = 1 + cells.fold(1, usize::max);
    let block = |head: String, known: &Known, newest: &[String], met: Option<&String>| {
        let grid = draw(&steps.picture, known, newest, met, width);
        format!("{}\n{}\n{}", head, known.lists(), grid)
    };
    let roots = search.layers.iter().take_while(|l| l.depth == 0).count();
    let (roots, grown) = search.layers.split_at(roots);
    let mut known = Known::default();
    roots.iter().for_each(|layer| known.store(layer));
    let newest: Vec<String> = roots.iter().flat_map(|l| l.states.clone()).collect();
    let head = first_lines(steps, &known, whole_layers);
    let mut blocks = vec![block(head, &known, &newest, None)];
    for (step, layer) in grown.iter().enumerate() {
        let before = known.clone();
        known.store(layer);
        let said = said(steps, layer, &before, whole_layers);
        let met = (layer.states.last())
            .filter(|&last| layer.partial && steps.trace.meeting.as_ref() == Some(last));
        let head = wrap(&format!("Step {}: {}", step + 1, said));
        blocks.push(block(head, &known, &layer.states, met));
    }
    // The outcome closes the last step's block.
    let last = blocks.len() - 1;
    blocks[last] += &format!("\n{}", last_lines(steps));
    Ok(blocks)
}

/// The blocks as Markdown, each a fenced `text` block.
pub fn markdown(blocks: &[String]) -> String {
    let fence = |block: &String| format!("```text\n{}```\n", block);
    blocks.iter().map(fence).collect::<Vec<_>>().join("\n")
}

/// `readme` with figure `name`'s `markdown` between its `<!-- figure: NAME
/// ... -->` line and the next `<!-- end -->`.
pub fn into_readme(readme: &str, name: &str, markdown: &str) -> Result<String, String> {
    let marker = format!("<!-- figure: {} ", name);
    let start = (readme.find(&marker))
        .ok_or_else(|| format!("no `{}... -->` line for figure {}", marker, name))?;
    let ends = "a figure marker ends the file";
    let line = readme[start..].find('\n').ok_or(ends)?;
    let (head, rest) = readme.split_at(start + line + 1);
    let end = (rest.find("<!-- end -->"))
        .ok_or_else(|| format!("figure {} has no `<!-- end -->`", name))?;
    Ok(format!("{}\n{}\n{}", head, markdown, &rest[end..]))
}

/// What the search stored so far: each side's states by depth, the size of
/// its newest whole layer and how many times it grew (expanded).
#[derive(Clone, Default)]
struct Known {
    sides: [Vec<(usize, String)>; 2],
    frontier: [usize; 2],
    expanded: [usize; 2],
}

impl Known {
    fn store(&mut self, layer: &Layer) {
        let i = index(layer.side);
        let named = layer.states.iter().map(|name| (layer.depth, name.clone()));
        self.sides[i].extend(named);
        if !layer.partial {
            self.frontier[i] = layer.size;
        }
        self.expanded[i] += (layer.depth > 0) as usize;
    }

    fn depth(&self, i: usize, name: &str) -> Option<usize> {
        let found = self.sides[i].iter().find(|(_, n)| n == name);
        found.map(|(depth, _)| *depth)
    }

    /// The `forward` and `backward` lines: each side's states by depth.
    fn lists(&self) -> String {
        let mut out = String::new();
        for (side, stored) in ["forward", "backward"].iter().zip(&self.sides) {
            let _ = write!(out, "{:<9}", side);
            for (k, (depth, name)) in stored.iter().enumerate() {
                if k == 0 || stored[k - 1].0 != *depth {
                    let _ = write!(out, "  {}:", depth);
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
        for (i, tag) in ["f", "b"].iter().enumerate() {
            if let Some(depth) = self.depth(i, name) {
                let _ = write!(cell, "{}{}", tag, depth);
            }
        }
        cell
    }
}

fn index(side: Side) -> usize {
    (side == Side::Backward) as usize
}

/// The title, and how to read the blocks.
fn first_lines(steps: &Steps, known: &Known, whole_layers: bool) -> String {
    let roots = |i: usize| {
        let names: Vec<&str> = known.sides[i].iter().map(|(_, n)| n.as_str()).collect();
        names.join(" ")
    };
    let rule = match whole_layers {
        true => {
            "Each step grows the side whose newest layer is smaller (a tie goes forward) by a \
             whole layer."
        }
        false => "The sides take turns, each expanding one state, the next in its queue.",
    };
    let (title, start, goal) = (&steps.trace.title, roots(0), roots(1));
    let title = format!(
        "{title}. Each edge is one move either way; a state's neighbours are taken in \
         alphabetical order. {rule}"
    );
    let key = format!(
        "In a cell, f2 after a state says that the forward side stores it 2 moves from \
         {start}, b2 that the backward side stores it 2 moves from {goal}; * marks the states \
         stored in the step, ! the meeting."
    );
    wrap(&title) + "\n" + &wrap(&key)
}

/// The path the search returned, and the shortest.
fn last_lines(steps: &Steps) -> String {
    let mut said = match &steps.path {
        Some(path) => {
            let length = path.len().saturating_sub(1);
            format!("The search returns {}: {} moves.", path.join(" "), length)
        }
        None => "The search finds no path.".to_string(),
    };
    let one_way = &steps.trace.one_way;
    let found = one_way.distance.map(|d| format!("{} moves", d));
    let found = found.unwrap_or_else(|| "no path".to_string());
    let _ = write!(said, " One-way BFS ({}) finds {}.", one_way.method, found);
    for note in &steps.trace.notes {
        let _ = write!(said, " {}.", note.trim_end_matches('.'));
    }
    wrap(&said)
}

/// What a step grew (a whole layer: which side and why; else which state
/// it expanded), what it stored, and the meeting when it ends there.
fn said(steps: &Steps, layer: &Layer, before: &Known, whole_layers: bool) -> String {
    let (i, depth) = (index(layer.side), layer.depth);
    let side = ["forward", "backward"][i];
    let grew = if whole_layers {
        let [f, b] = before.frontier;
        let why = match f == b {
            true => "a tie goes forward".to_string(),
            false => format!("the {} side's is smaller", side),
        };
        let newest = format!("newest layers: forward {f}, backward {b}; {why}");
        format!("the {side} side grows its layer {depth} ({newest}).")
    } else {
        let next = before.sides[i].get(before.expanded[i]);
        let (depth, name) = next.cloned().unwrap_or((0, "?".to_string()));
        format!("the {side} side expands {name} (depth {depth}).")
    };
    let (names, met) = (&layer.states, steps.trace.meeting.as_deref());
    let all = names.join(" ");
    grew + &match (names.split_last(), layer.partial) {
        (None, _) if whole_layers => {
            format!(" Nothing new: the {side} side ran out, so there is no path.")
        }
        (None, _) => " Nothing new.".to_string(),
        (Some((last, first)), true) if Some(last.as_str()) == met => {
            let other = 1 - i;
            let there = before.depth(other, last).unwrap_or(0);
            let [f, b] = [0, 1].map(|i| if i == other { there } else { depth });
            let then = first.join(" ") + if first.is_empty() { "" } else { ", then " };
            let other = ["forward", "backward"][other];
            format!(
                " New at depth {depth}: {then}{last}, which the {other} side stores at depth \
                 {there}: the sides meet, on a path of {f} + {b} = {} moves.",
                f + b
            )
        }
        (Some(_), true) => format!(" New at depth {depth}: {all}; the search stopped there."),
        (Some(_), false) => format!(" New at depth {depth}: {all}."),
    }
}

/// The picture with each state's cell, `width` wide, the `newest` marked
/// `*`, the meeting `!`; at least three dashes for an edge between two.
fn draw(
    picture: &[String],
    known: &Known,
    newest: &[String],
    met: Option<&String>,
    width: usize,
) -> String {
    let stride = width + 5;
    let column = |x: usize| x / 2 * stride;
    let mut out = String::new();
    for line in picture {
        let chars: Vec<char> = line.chars().collect();
        let mut line = vec![' '; chars.len() / 2 * stride + width + 1];
        let mut ends = vec![0; chars.len()];
        for (x, &c) in chars.iter().enumerate() {
            let name = c.to_string();
            let mut cell = match c {
                'A'..='Z' => known.cell(&name),
                '|' => name.clone(),
                _ => continue,
            };
            if met == Some(&name) {
                cell.push('!');
            } else if newest.contains(&name) {
                cell.push('*');
            }
            line.splice(column(x)..column(x) + cell.len(), cell.chars());
            ends[x] = column(x) + cell.len();
        }
        // Each run of `-` from the cell before it to the cell after it.
        for (x, &c) in chars.iter().enumerate().skip(1) {
            if c == '-' && chars[x - 1] != '-' {
                let to = (x..chars.len()).find(|&k| chars[k] != '-').unwrap_or(x);
                line[ends[x - 1] + 1..column(to) - 1].fill('-');
            }
        }
        let drawn: String = line.into_iter().collect();
        let _ = writeln!(out, "{}", drawn.trim_end());
    }
    out
}

/// `text` wrapped to [`WIDTH`] columns, ending with a newline.
fn wrap(text: &str) -> String {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.len() + 1 + word.len() <= WIDTH => *line += &format!(" {}", word),
            _ => lines.push(word.to_string()),
        }
    }
    lines.join("\n") + "\n"
}
