//! The chart of a trace: each layer's size (log scale) against its distance
//! from the start, the backward side's layer at depth `k` drawn at `D - k`
//! so that the sides face each other. Plain SVG 1.1 (no scripts, fonts or
//! external references), every number with one decimal so that a trace
//! always gives the same bytes, on an opaque white card for light and dark
//! pages; markers, dashes and colours differ between series (for grey).

use super::ratio;
use judging::text::{moves, thousands};
use judging::trace::{Layer, Search, Side, Trace};
use std::fmt::Write as _;

const WIDTH: f64 = 760.0;
const LEFT: f64 = 84.0;
const RIGHT: f64 = WIDTH - 28.0;
const PLOT_HEIGHT: f64 = 270.0;

// Every element of a chart: each `{}` is a number ([`fill`]), the named
// slots are filled in before.
const SVG: &str = concat!(
    r#"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{}" height="{}" "#,
    r##"viewBox="0 0 {} {}" font-family="Helvetica, Arial, sans-serif" font-size="13" "##,
    r##"fill="#1f2328">"##
);
const CARD: &str =
    r##"<rect x="0.5" y="0.5" width="{}" height="{}" rx="8" fill="#ffffff" stroke="#d0d7de"/>"##;
const TITLE: &str =
    r#"<text x="{}" y="{}" text-anchor="middle" font-size="16" font-weight="bold">"#;
const GRID: &str = r##"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="#d8dee4"/>"##;
const DOTTED: &str =
    r##"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="#8c959f" stroke-dasharray="1 3"/>"##;
const SCALE: &str = r#"<text x="{}" y="{}" dy="0.35em" text-anchor="end">"#;
const SMALL_SCALE: &str =
    r##"<text x="{}" y="{}" dy="0.35em" text-anchor="end" font-size="11" fill="#57606a">"##;
const TICK: &str = r##"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="#8c959f"/>"##;
const CENTRED: &str = r#"<text x="{}" y="{}" text-anchor="middle">"#;
const SMALL_CENTRED: &str =
    r##"<text x="{}" y="{}" text-anchor="middle" font-size="11" fill="#57606a">"##;
const AXES: &str = r##"<path d="M{} {}V{}H{}" fill="none" stroke="#8c959f"/>"##;
const UPRIGHT: &str = r#"<text x="22" y="{}" text-anchor="middle" transform="rotate(-90 22 {})">"#;
const MET: &str =
    r##"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="#8250df" stroke-width="1.5"/>"##;
const MET_LABEL: &str =
    r##"<text x="{}" y="{}" text-anchor="middle" font-weight="bold" fill="#8250df">"##;
const SERIES: &str = r#"<g stroke="{colour}" fill="{colour}">"#;
const POLYLINE: &str =
    r#"<polyline points="{points}" fill="none" stroke-width="2"{dash} stroke-linejoin="round"/>"#;
const CAP_LABEL: &str = r##"<text x="{}" y="{}" font-weight="bold" fill="#4d4d4d">"##;
const KEY_LINE: &str = r#"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke-width="2"{dash}/>"#;
const KEY_LABEL: &str = r#"<text x="{}" y="{}" dy="0.35em">"#;
const FOOTNOTE: &str = r##"<text x="24" y="{}" font-size="12" fill="#57606a">"##;
const LONG_DASHES: &str = r#" stroke-dasharray="7 4""#;
const SHORT_DASHES: &str = r#" stroke-dasharray="2 3""#;
const HOLLOW: &str = r##" fill="#ffffff" stroke-width="1.5""##;
const FILLED: &str = r#" stroke-width="1""#;
const CIRCLE: &str = r#"<circle cx="{}" cy="{}" r="{}"{paint}"#;
const SQUARE: &str = r#"<rect x="{}" y="{}" width="{}" height="{}"{paint}"#;
const TRIANGLE: &str = r#"<polygon points="{},{} {},{} {},{}"{paint}"#;

/// A series' name in a tooltip, colour, dashes and marker.
fn style(side: Side) -> (&'static str, &'static str, &'static str, &'static str) {
    match side {
        Side::OneWay => ("one-way", "#4d4d4d", LONG_DASHES, SQUARE),
        Side::Forward => ("forward side", "#0969da", "", CIRCLE),
        Side::Backward => ("backward side", "#c2410c", SHORT_DASHES, TRIANGLE),
    }
}

/// The chart of `trace` as a standalone SVG document.
pub fn svg(trace: &Trace) -> String {
    let two = &trace.two_way;
    let (f, r) = (two.deepest(Side::Forward), two.deepest(Side::Backward));
    let goal_at = two.distance.unwrap_or(f + r + 1);
    let (title, legend) = (wrap(&trace.title, 16.0, 2), legend(trace));
    let notes = footnotes(trace, f, r, goal_at).into_iter();
    let notes: Vec<String> = notes.flat_map(|note| wrap(&note, 12.0, 3)).collect();
    let mut chart = Chart::new(trace, goal_at, 30.0 + 22.0 * title.len() as f64 + 22.0);
    let keys_at = chart.top + PLOT_HEIGHT + 76.0;
    let notes_at = keys_at + 22.0 * legend.len().div_ceil(2) as f64 + 8.0;
    let (w, h) = (WIDTH, notes_at + 17.0 * notes.len() as f64 + 14.0);
    chart.out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    chart.put(SVG, &[w, h, w, h]);
    let _ = writeln!(chart.out, "<title>{}</title>", escape(&trace.title));
    chart.put(CARD, &[w - 1.0, h - 1.0]);
    for (i, line) in title.iter().enumerate() {
        chart.text(TITLE, &[w / 2.0, 32.0 + 22.0 * i as f64], line);
    }
    chart.axes();
    if two.distance.is_some() {
        let (x, top) = (chart.x(f), chart.top);
        chart.put(MET, &[x, top - 4.0, x, top + PLOT_HEIGHT]);
        let label = format!("met at distance {}", f);
        let half = text_width(&label, 13.0) / 2.0;
        let centre = x.max(LEFT + half).min(RIGHT - half);
        chart.text(MET_LABEL, &[centre, top - 9.0], &label);
    }
    // The one-way search first, underneath: its larger squares frame the
    // forward side's circles.
    for side in [Side::OneWay, Side::Forward, Side::Backward] {
        chart.series(side, &trace.one_way);
    }
    // Two columns: the series, and the hollow marker of a layer cut short.
    for (i, &entry) in legend.iter().enumerate() {
        let x = 24.0 + (i % 2) as f64 * (WIDTH / 2.0);
        chart.key(entry, x, keys_at + 22.0 * (i / 2) as f64);
    }
    for (i, line) in notes.iter().enumerate() {
        chart.text(FOOTNOTE, &[notes_at + 17.0 * i as f64], line);
    }
    chart.out + "</svg>\n"
}

/// Where the plot goes, worked out first, and the document so far.
struct Chart<'a> {
    out: String,
    /// Each layer drawn, at its distance.
    series: Vec<(usize, &'a Layer)>,
    last_distance: usize,
    /// Gridlines at 10^0 ..= 10^top_power.
    top_power: u32,
    /// The distance found, or one move past both sides when they never met.
    goal_at: usize,
    top: f64,
}

impl<'a> Chart<'a> {
    fn new(trace: &'a Trace, goal_at: usize, top: f64) -> Self {
        let (one, two) = (&trace.one_way.layers, &trace.two_way.layers);
        let one_way = one.iter().filter(|l| l.side == Side::OneWay);
        let two_way = two.iter().filter(|l| l.side != Side::OneWay);
        let at = |l: &Layer| match l.side {
            Side::Backward => goal_at - l.depth,
            _ => l.depth,
        };
        let drawn = one_way.chain(two_way).filter(|l| l.size > 0);
        let series: Vec<(usize, &Layer)> = drawn.map(|l| (at(l), l)).collect();
        let last_distance = series.iter().map(|p| p.0).fold(goal_at.max(1), usize::max);
        // At least twice the largest layer: room above the highest point
        // for the label of a capped series.
        let largest = series.iter().map(|p| p.1.size).max().unwrap_or(1) as f64;
        let top_power = (1..).find(|&p| 10f64.powi(p) >= 2.0 * largest).unwrap_or(1) as u32;
        Chart {
            out: String::new(),
            series,
            last_distance,
            top_power,
            goal_at,
            top,
        }
    }

    /// Half a move of margin on either side keeps the markers off the axes.
    fn x(&self, distance: usize) -> f64 {
        let span = self.last_distance as f64 + 1.0;
        LEFT + (distance as f64 + 0.5) / span * (RIGHT - LEFT)
    }

    fn y(&self, size: f64) -> f64 {
        self.top + PLOT_HEIGHT - size.log10() / self.top_power as f64 * PLOT_HEIGHT
    }

    fn put(&mut self, element: &str, numbers: &[f64]) {
        let _ = writeln!(self.out, "{}", fill(element, numbers));
    }

    fn text(&mut self, element: &str, numbers: &[f64], content: &str) {
        let element = fill(element, numbers);
        let _ = writeln!(self.out, "{}{}</text>", element, escape(content));
    }

    /// Powers of ten labelled; their multiples 2 and 5 fainter, labelled
    /// when there is room (one or two decades); the distances.
    fn axes(&mut self) {
        let (top, bottom, powers) = (self.top, self.top + PLOT_HEIGHT, self.top_power);
        self.out += "<g stroke-width=\"1\">\n";
        for power in 0..=powers {
            // The gridline's y exact, no logarithm taken.
            let y = bottom - power as f64 / powers as f64 * PLOT_HEIGHT;
            self.put(GRID, &[LEFT, y, RIGHT, y]);
            self.text(SCALE, &[LEFT - 8.0, y], &power_label(power));
            if power == powers {
                break;
            }
            for value in [2, 5].map(|m| m * 10u64.pow(power)) {
                let y = self.y(value as f64);
                self.put(DOTTED, &[LEFT, y, RIGHT, y]);
                if powers <= 2 {
                    self.text(SMALL_SCALE, &[LEFT - 8.0, y], &value.to_string());
                }
            }
        }
        let last = self.last_distance;
        let mut steps = [1, 2, 5, 10, 20, 50, 100, 200, 500].into_iter();
        let step = steps.find(|&step| last / step <= 15).unwrap_or(1000);
        for distance in (0..=last).step_by(step) {
            let x = self.x(distance);
            self.put(TICK, &[x, bottom, x, bottom + 5.0]);
            self.text(CENTRED, &[x, bottom + 19.0], &distance.to_string());
        }
        for (distance, word) in [(0, "start"), (self.goal_at, "goal")] {
            self.text(SMALL_CENTRED, &[self.x(distance), bottom + 33.0], word);
        }
        self.put(AXES, &[LEFT, top, bottom, RIGHT]);
        self.out += "</g>\n";
        let (centre, middle) = ((LEFT + RIGHT) / 2.0, (top + bottom) / 2.0);
        let across = "distance from the start (moves)";
        self.text(CENTRED, &[centre, bottom + 54.0], across);
        let up = "states in the layer (log scale)";
        self.text(UPRIGHT, &[middle, middle], up);
    }

    fn series(&mut self, side: Side, one_way: &Search) {
        let (name, colour, dash, marker) = style(side);
        let points: Vec<(f64, f64, &Layer)> = (self.series.iter())
            .filter(|p| p.1.side == side)
            .map(|&(distance, layer)| (self.x(distance), self.y(layer.size as f64), layer))
            .collect();
        if points.is_empty() {
            return;
        }
        self.put(&SERIES.replace("{colour}", colour), &[]);
        if points.len() > 1 {
            let xy: Vec<String> = points.iter().map(|p| fill("{},{}", &[p.0, p.1])).collect();
            let line = POLYLINE.replace("{points}", &xy.join(" "));
            self.put(&line.replace("{dash}", dash), &[]);
        }
        // Markers shrink when the layers stand close together.
        let scale = ((RIGHT - LEFT) / (self.last_distance as f64 + 1.0) / 20.0).clamp(0.55, 1.0);
        for &(x, y, layer) in &points {
            let (size, depth) = (thousands(layer.size as u64), layer.depth);
            let plural = if layer.size == 1 { "" } else { "s" };
            let cut = if layer.partial { " (cut short)" } else { "" };
            let tip = format!("{name}, depth {depth}: {size} state{plural}{cut}");
            draw_marker(&mut self.out, marker, [x, y, scale], layer.partial, &tip);
        }
        self.out += "</g>\n";
        if let (Side::OneWay, true, Some(last)) = (side, one_way.capped, points.last()) {
            let (stored, depth) = (thousands(one_way.stored() as u64), moves(last.2.depth));
            let label = format!("one-way: capped at {stored} stored, {depth} from the start →");
            // The plot's top left corner, where the small first layers
            // never reach: never over a marker.
            self.text(CAP_LABEL, &[LEFT + 8.0, self.top + 16.0], &label);
        }
    }

    /// A legend entry at `x`, `y`: its series' line and marker, or only
    /// the hollow marker.
    fn key(&mut self, (side, label, hollow): (Side, &str, bool), x: f64, y: f64) {
        let (_, colour, dash, marker) = style(side);
        let mut key = fill(&SERIES.replace("{colour}", colour), &[]);
        if !hollow {
            key += &fill(&KEY_LINE.replace("{dash}", dash), &[x, y, x + 36.0, y]);
        }
        draw_marker(&mut key, marker, [x + 18.0, y, 1.0], hollow, "");
        let _ = writeln!(self.out, "{}</g>", key.trim_end());
        self.text(KEY_LABEL, &[x + 46.0, y], label);
    }
}

/// The legend: each series drawn, and the hollow marker of a layer cut short.
fn legend(trace: &Trace) -> Vec<(Side, &'static str, bool)> {
    let mut entries = vec![(Side::OneWay, "one-way BFS from the start", false)];
    if trace.one_way.capped {
        entries[0].1 = "one-way BFS from the start (capped)";
    }
    // A search that met its own mirror image grew no backward side.
    if trace.two_way.grew(Side::Backward) {
        let forward = "bidirectional: forward side, from the start";
        entries.push((Side::Forward, forward, false));
        let backward = "bidirectional: backward side, from the goal";
        entries.push((Side::Backward, backward, false));
    } else {
        let mirrored = "mirrored: one side, meeting its mirror image";
        entries.push((Side::Forward, mirrored, false));
    }
    let mut layers = trace.two_way.layers.iter().chain(&trace.one_way.layers);
    if let Some(cut) = layers.find(|l| l.partial && l.size > 0) {
        entries.push((cut.side, "hollow: a layer cut short where it stopped", true));
    }
    entries
}

/// The lines under the legend: the counts, and anything unusual.
fn footnotes(trace: &Trace, f: usize, r: usize, goal_at: usize) -> Vec<String> {
    let (one, two) = (&trace.one_way, &trace.two_way);
    let name = ["mirrored", "bidirectional"][two.grew(Side::Backward) as usize];
    // A capped count is a floor, and its ratio would only say where the
    // cap was set.
    let counts = |what: &str, a: u64, b: u64| {
        let (a_shown, b_shown, ratio) = (thousands(a), thousands(b), ratio(a, b, false));
        match one.capped {
            true => format!("{what}: one-way over {a_shown} (capped), {name} {b_shown}."),
            false => format!("{what}: one-way {a_shown}, {name} {b_shown} (ratio {ratio})."),
        }
    };
    let mut notes = vec![
        counts("Stored", one.stored() as u64, two.stored() as u64),
        counts("Generated", one.generated(), two.generated()),
    ];
    let last = two.layers.last();
    let ran_out = last.is_some_and(|l| l.size == 0 && l.depth > 0);
    let (stored, grown) = (thousands(two.stored() as u64), moves(f + r));
    let unmet = match (two.capped, ran_out) {
        (true, _) => format!(
            "The bidirectional search was capped at {stored} stored states before the sides met."
        ),
        (false, true) => "No path: one side ran out of new states before the sides met.".into(),
        (false, false) => {
            format!("No path within the limit: the sides grew {grown} without meeting.")
        }
    };
    let nearest = [", the nearest the goal can be", ""][(two.capped || ran_out) as usize];
    let (there, back) = (moves(f), moves(two.distance.unwrap_or(f).saturating_sub(f)));
    notes.push(match two.distance {
        Some(d) => {
            format!("The sides met {there} from the start and {back} from the goal: distance {d}.")
        }
        None => format!(
            "{unmet} The backward side is drawn with its last layer one move past the forward \
             side's: the goal at distance {goal_at}{nearest}."
        ),
    });
    if one.distance.is_some() && one.layers.last().is_some_and(|l| l.partial) {
        notes.push(match two.distance {
            Some(_) => format!(
                "The last layer of each search is cut short where it stopped: the one-way \
                 search's at the goal, the {name} search's at the meeting."
            ),
            None => "The one-way search's last layer is cut short: it stopped at the goal.".into(),
        });
    }
    if one.capped {
        let stored = thousands(one.stored() as u64);
        let why = format!("The one-way search was capped at {stored} stored states");
        notes.push(why + ": it stopped before the goal.");
        // What it would need: its whole reach, where the lab knows it.
        if let Some(reach) = one.reach {
            let times = ratio(reach, two.stored() as u64, false);
            notes.push(format!(
                "The start reaches at most {} states: one-way BFS could have to store that many, \
                 up to {times} times what the {name} search stores.",
                thousands(reach)
            ));
        }
    }
    notes
}

/// A marker with `tip` as its tooltip (none when empty): hollow in a layer
/// cut short, filled otherwise, in every series alike.
fn draw_marker(out: &mut String, shape: &str, [x, y, scale]: [f64; 3], hollow: bool, tip: &str) {
    let paint = if hollow { HOLLOW } else { FILLED };
    let (half, dx, top, bottom) = (5.5 * scale, 4.6 * scale, y - 5.0 * scale, y + 3.5 * scale);
    let numbers = match shape {
        CIRCLE => vec![x, y, 3.5 * scale],
        SQUARE => vec![x - half, y - half, 2.0 * half, 2.0 * half],
        _ => vec![x, top, x + dx, bottom, x - dx, bottom],
    };
    let open = fill(&shape.replace("{paint}", paint), &numbers);
    let name = shape[1..].split(' ').next().unwrap_or("");
    let _ = match tip {
        "" => writeln!(out, "{}/>", open),
        _ => writeln!(out, "{}><title>{}</title></{}>", open, escape(tip), name),
    };
}

/// `element` with each `{}` in it replaced by the next of `numbers`,
/// written as every coordinate is: one decimal, never `-0.0`.
fn fill(element: &str, numbers: &[f64]) -> String {
    let mut pieces = element.split("{}");
    let mut filled = pieces.next().unwrap_or_default().to_string();
    for (piece, number) in pieces.zip(numbers) {
        let number = format!("{:.1}", number);
        filled += if number == "-0.0" { "0.0" } else { &number };
        filled += piece;
    }
    filled
}

/// `10^power` as the gridlines write it: 1, 10, 100, 1k, ..., 1M, ...
pub fn power_label(power: u32) -> String {
    let unit = ["", "k", "M", "G", "T", "P", "E"][(power / 3).min(6) as usize];
    format!("{}{}", 10u64.pow(power % 3), unit)
}

/// Text safe in XML (control characters other than tab become spaces).
pub fn escape(text: &str) -> String {
    let text = text
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;");
    let text = text.replace('"', "&quot;").replace('\'', "&#39;");
    text.replace(|c: char| (c as u32) < 0x20 && c != '\t', " ")
}

/// A rough width of `text` in a sans-serif font: wide (CJK) characters
/// take a whole em, others a little over half.
fn text_width(text: &str, size: f64) -> f64 {
    let em = |c: char| if (c as u32) >= 0x2E80 { 1.0 } else { 0.52 };
    text.chars().map(em).sum::<f64>() * size
}

/// `text` broken at spaces into at most `lines` lines that fit the card,
/// the last cut short with an ellipsis when the text does not fit; a title
/// `start -> goal` too long for a line breaks after the arrow.
fn wrap(text: &str, size: f64, lines: usize) -> Vec<String> {
    let parts = match text.find(" -> ") {
        Some(at) if text_width(text, size) > WIDTH - 48.0 => vec![&text[..at + 3], &text[at + 4..]],
        _ => vec![text],
    };
    let mut out: Vec<String> = parts.iter().flat_map(|p| wrap_words(p, size)).collect();
    if out.len() > lines {
        out.truncate(lines);
        cut(&mut out[lines - 1], size);
    }
    out
}

fn wrap_words(text: &str, size: f64) -> Vec<String> {
    let fits = |line: &str| text_width(line, size) <= WIDTH - 48.0;
    let mut out: Vec<String> = Vec::new();
    for word in text.split(' ') {
        let joined = out.last().map(|line| format!("{} {}", line, word));
        match (out.last_mut(), joined) {
            (Some(line), _) if line.is_empty() => *line = word.to_string(),
            (Some(line), Some(joined)) if fits(&joined) => *line = joined,
            _ => out.push(word.to_string()),
        }
    }
    // A single word longer than the line (a long state) is cut.
    for line in out.iter_mut().filter(|line| !fits(line)) {
        cut(line, size);
    }
    out
}

/// `line` shortened to end with an ellipsis within the card.
fn cut(line: &mut String, size: f64) {
    while !line.is_empty() && text_width(line, size) + size > WIDTH - 48.0 {
        line.pop();
    }
    line.push('…');
}
