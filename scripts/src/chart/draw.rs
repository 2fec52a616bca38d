//! The chart of a trace: how many states each layer holds (log scale)
//! against its distance from the start, for the one-way search and the two
//! sides of the bidirectional one. The backward side's layer at depth `k`
//! is drawn at distance `D - k`, so that the sides face each other and
//! touch where they met.
//!
//! Plain SVG 1.1 written as text: no scripts, fonts or external references,
//! every number with one decimal, so that a trace always gives the same
//! bytes; on an opaque white card, which reads the same on a light and on a
//! dark page. Markers, dashes and colours all differ between the series, so
//! that the chart reads in grey too.

use super::ratio;
use judging::text::{moves, thousands};
use judging::trace::{Search, Side, Trace};
use std::fmt::Write as _;

const WIDTH: f64 = 760.0;
const LEFT: f64 = 84.0;
const RIGHT: f64 = WIDTH - 28.0;
const PLOT_HEIGHT: f64 = 270.0;

// Every element of a chart: each `{}` is a number ([`put`]), and the named
// slots are filled in before.
const SVG: &str = concat!(
    r#"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{}" height="{}" "#,
    r##"viewBox="0 0 {} {}" font-family="Helvetica, Arial, sans-serif" font-size="13" fill="#1f2328">"##
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
const CIRCLE: &str = r#"<circle cx="{}" cy="{}" r="{}"{paint}"#;
const SQUARE: &str = r#"<rect x="{}" y="{}" width="{}" height="{}"{paint}"#;
const TRIANGLE: &str = r#"<polygon points="{},{} {},{} {},{}"{paint}"#;

/// A series' colour, dashes and marker.
fn style(side: Side) -> (&'static str, &'static str, &'static str) {
    match side {
        Side::OneWay => ("#4d4d4d", r#" stroke-dasharray="7 4""#, SQUARE),
        Side::Forward => ("#0969da", "", CIRCLE),
        Side::Backward => ("#c2410c", r#" stroke-dasharray="2 3""#, TRIANGLE),
    }
}

/// One layer as drawn.
struct Point {
    distance: usize,
    depth: usize,
    size: usize,
    partial: bool,
}

/// The chart of `trace` as a standalone SVG document.
pub fn svg(trace: &Trace) -> String {
    let chart = Chart::new(trace);
    let (w, h) = (WIDTH, chart.height);
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    put(&mut out, SVG, &[w, h, w, h]);
    let _ = writeln!(out, "<title>{}</title>", escape(&trace.title));
    put(&mut out, CARD, &[w - 1.0, h - 1.0]);
    for (i, line) in chart.title.iter().enumerate() {
        text(&mut out, TITLE, &[w / 2.0, 32.0 + 22.0 * i as f64], line);
    }
    chart.axes(&mut out);
    if let Some(at) = chart.met_at {
        let x = chart.x(at as f64);
        put(
            &mut out,
            MET,
            &[x, chart.plot_top - 4.0, x, chart.plot_bottom],
        );
        let label = format!("met at distance {}", at);
        let half = text_width(&label, 13.0) / 2.0;
        let centre = x.max(LEFT + half).min(RIGHT - half);
        text(&mut out, MET_LABEL, &[centre, chart.plot_top - 9.0], &label);
    }
    for (side, points) in &chart.series {
        chart.series(&mut out, *side, points, &trace.one_way);
    }
    chart.legend(&mut out);
    let y = chart.legend_top() + 22.0 * chart.legend.len().div_ceil(2) as f64 + 8.0;
    for (i, line) in chart.footnotes.iter().enumerate() {
        text(&mut out, FOOTNOTE, &[y + 17.0 * i as f64], line);
    }
    out + "</svg>\n"
}

/// Where everything goes, worked out before anything is written.
struct Chart {
    title: Vec<String>,
    /// The one-way search first, underneath: its larger squares frame the
    /// forward side's circles drawn over its first layers.
    series: Vec<(Side, Vec<Point>)>,
    /// Distances run from 0 to this.
    last_distance: usize,
    /// Gridlines at 10^0 ..= 10^top_power.
    top_power: u32,
    /// The distance found, or one move past both sides when they never met.
    goal_at: usize,
    met_at: Option<usize>,
    legend: Vec<(Side, String, bool)>,
    footnotes: Vec<String>,
    plot_top: f64,
    plot_bottom: f64,
    height: f64,
}

impl Chart {
    fn new(trace: &Trace) -> Self {
        let two = &trace.two_way;
        let (f, r) = (two.deepest(Side::Forward), two.deepest(Side::Backward));
        let goal_at = two.distance.unwrap_or(f + r + 1);
        let series: Vec<(Side, Vec<Point>)> = [Side::OneWay, Side::Forward, Side::Backward]
            .iter()
            .map(|&side| (side, points(trace, side, goal_at)))
            .collect();
        let all = || series.iter().flat_map(|(_, points)| points);
        let last_distance = all().map(|p| p.distance).fold(goal_at.max(1), usize::max);
        // At least twice the largest layer: room above the highest point
        // for the label of a capped series.
        let largest = all().map(|p| p.size).max().unwrap_or(1) as f64;
        let top_power = (1..)
            .find(|&p| 10f64.powi(p as i32) >= 2.0 * largest)
            .unwrap_or(1);
        let title = wrap(&trace.title, 16.0, 2);
        let plot_top = 30.0 + 22.0 * title.len() as f64 + 22.0;
        let footnotes: Vec<String> = (footnotes(trace, f, r, goal_at).iter())
            .flat_map(|note| wrap(note, 12.0, 3))
            .collect();
        let legend = legend(trace);
        let (rows, notes) = (legend.len().div_ceil(2) as f64, footnotes.len() as f64);
        let height = plot_top + PLOT_HEIGHT + 76.0 + 22.0 * rows + 8.0 + 17.0 * notes + 14.0;
        Chart {
            title,
            series,
            last_distance,
            top_power,
            goal_at,
            met_at: two.distance.map(|_| f),
            legend,
            footnotes,
            plot_top,
            plot_bottom: plot_top + PLOT_HEIGHT,
            height,
        }
    }

    /// Half a move of margin on either side keeps the markers off the axes.
    fn x(&self, distance: f64) -> f64 {
        let span = self.last_distance as f64 + 1.0;
        LEFT + (distance + 0.5) / span * (RIGHT - LEFT)
    }

    fn y(&self, size: f64) -> f64 {
        self.plot_bottom - size.log10() / self.top_power as f64 * PLOT_HEIGHT
    }

    fn legend_top(&self) -> f64 {
        self.plot_bottom + 76.0
    }

    /// Markers shrink when the layers stand close together (a long search).
    fn marker_scale(&self) -> f64 {
        let spacing = (RIGHT - LEFT) / (self.last_distance as f64 + 1.0);
        (spacing / 20.0).clamp(0.55, 1.0)
    }

    /// Powers of ten labelled; their multiples 2 and 5 fainter, labelled
    /// when there is room (one or two decades); the distances.
    fn axes(&self, out: &mut String) {
        let (top, bottom, powers) = (self.plot_top, self.plot_bottom, self.top_power);
        out.push_str("<g stroke-width=\"1\">\n");
        for power in 0..=powers {
            // The gridline's y exact, no logarithm taken.
            let y = bottom - power as f64 / powers as f64 * PLOT_HEIGHT;
            put(out, GRID, &[LEFT, y, RIGHT, y]);
            text(out, SCALE, &[LEFT - 8.0, y], &power_label(power));
            if power == powers {
                continue;
            }
            for value in [2, 5].map(|m| m * 10u64.pow(power)) {
                let y = self.y(value as f64);
                put(out, DOTTED, &[LEFT, y, RIGHT, y]);
                if powers <= 2 {
                    text(out, SMALL_SCALE, &[LEFT - 8.0, y], &value.to_string());
                }
            }
        }
        let step = [1, 2, 5, 10, 20, 50, 100, 200, 500]
            .into_iter()
            .find(|&step| self.last_distance / step <= 15)
            .unwrap_or(1000);
        for distance in (0..=self.last_distance).step_by(step) {
            let x = self.x(distance as f64);
            put(out, TICK, &[x, bottom, x, bottom + 5.0]);
            text(out, CENTRED, &[x, bottom + 19.0], &distance.to_string());
        }
        for (distance, word) in [(0, "start"), (self.goal_at, "goal")] {
            text(
                out,
                SMALL_CENTRED,
                &[self.x(distance as f64), bottom + 33.0],
                word,
            );
        }
        put(out, AXES, &[LEFT, top, bottom, RIGHT]);
        out.push_str("</g>\n");
        let middle = (top + bottom) / 2.0;
        let label = "distance from the start (moves)";
        text(out, CENTRED, &[(LEFT + RIGHT) / 2.0, bottom + 54.0], label);
        text(
            out,
            UPRIGHT,
            &[middle, middle],
            "states in the layer (log scale)",
        );
    }

    fn series(&self, out: &mut String, side: Side, points: &[Point], one_way: &Search) {
        let (colour, dash, marker) = style(side);
        if points.is_empty() {
            return;
        }
        put(out, &SERIES.replace("{colour}", colour), &[]);
        let at = |p: &Point| (self.x(p.distance as f64), self.y(p.size as f64));
        if points.len() > 1 {
            let xy = points
                .iter()
                .map(|p| at(p))
                .map(|(x, y)| format!("{},{}", num(x), num(y)));
            let xy = xy.collect::<Vec<_>>().join(" ");
            put(
                out,
                &POLYLINE.replace("{points}", &xy).replace("{dash}", dash),
                &[],
            );
        }
        let name = ["one-way", "forward side", "backward side"][side as usize];
        for p in points {
            let states = format!("{} state{}", thousands(p.size as u64), plural(p.size));
            let cut = if p.partial { " (cut short)" } else { "" };
            let tip = format!("{}, depth {}: {}{}", name, p.depth, states, cut);
            draw_marker(out, marker, at(p), self.marker_scale(), p.partial, &tip);
        }
        out.push_str("</g>\n");
        if let (Side::OneWay, true, Some(last)) = (side, one_way.capped, points.last()) {
            let (stored, depth) = (thousands(one_way.stored() as u64), moves(last.depth));
            let label = format!("one-way: capped at {stored} stored, {depth} from the start →");
            // The plot's top left corner, where the small first layers
            // never reach: never over a marker.
            text(out, CAP_LABEL, &[LEFT + 8.0, self.plot_top + 16.0], &label);
        }
    }

    /// Two columns: the series, and the hollow marker of a layer cut short.
    fn legend(&self, out: &mut String) {
        for (i, (side, label, hollow)) in self.legend.iter().enumerate() {
            let x = 24.0 + (i % 2) as f64 * (WIDTH / 2.0);
            let y = self.legend_top() + 22.0 * (i / 2) as f64;
            let (colour, dash, marker) = style(*side);
            let mut key = String::new();
            put(&mut key, &SERIES.replace("{colour}", colour), &[]);
            if !hollow {
                put(
                    &mut key,
                    &KEY_LINE.replace("{dash}", dash),
                    &[x, y, x + 36.0, y],
                );
            }
            draw_marker(&mut key, marker, (x + 18.0, y), 1.0, *hollow, "");
            let _ = writeln!(out, "{}</g>", key.replace('\n', ""));
            text(out, KEY_LABEL, &[x + 46.0, y], label);
        }
    }
}

/// The layers `side` grew, as drawn.
fn points(trace: &Trace, side: Side, goal_at: usize) -> Vec<Point> {
    let search = if side == Side::OneWay {
        &trace.one_way
    } else {
        &trace.two_way
    };
    let layers = search
        .layers
        .iter()
        .filter(|l| l.side == side && l.size > 0);
    let at = |depth| {
        if side == Side::Backward {
            goal_at - depth
        } else {
            depth
        }
    };
    let point = |l: &judging::trace::Layer| Point {
        distance: at(l.depth),
        depth: l.depth,
        size: l.size,
        partial: l.partial,
    };
    layers.map(point).collect()
}

/// The legend's entries: each series drawn, and the hollow marker when a
/// layer was cut short.
fn legend(trace: &Trace) -> Vec<(Side, String, bool)> {
    let capped = if trace.one_way.capped {
        " (capped)"
    } else {
        ""
    };
    let mut entries = vec![(
        Side::OneWay,
        format!("one-way BFS from the start{}", capped),
    )];
    // A search that met its own mirror image grew no backward side.
    if trace.two_way.grew(Side::Backward) {
        entries.push((
            Side::Forward,
            "bidirectional: forward side, from the start".into(),
        ));
        entries.push((
            Side::Backward,
            "bidirectional: backward side, from the goal".into(),
        ));
    } else {
        let mirrored = "mirrored: one side from the start, meeting its own mirror image";
        entries.push((Side::Forward, mirrored.to_string()));
    }
    let mut entries: Vec<_> = entries
        .into_iter()
        .map(|(s, label)| (s, label, false))
        .collect();
    let layers = trace.two_way.layers.iter().chain(&trace.one_way.layers);
    if let Some(cut) = layers.clone().find(|l| l.partial && l.size > 0) {
        let hollow = "hollow: a layer cut short where it stopped".to_string();
        entries.push((cut.side, hollow, true));
    }
    entries
}

/// The lines under the legend: what was stored, and anything that makes
/// the picture unusual (a cap, no path).
fn footnotes(trace: &Trace, f: usize, r: usize, goal_at: usize) -> Vec<String> {
    let (one, two) = (&trace.one_way, &trace.two_way);
    let two_name = if two.grew(Side::Backward) {
        "bidirectional"
    } else {
        "mirrored"
    };
    // A capped count is a floor, and its ratio would only say where the
    // cap was set.
    let counts = |what: &str, a: u64, b: u64| {
        let (shown, other) = (thousands(a), thousands(b));
        match one.capped {
            true => format!("{what}: one-way over {shown} (capped), {two_name} {other}."),
            false => {
                let ratio = ratio(a, b, false);
                format!("{what}: one-way {shown}, {two_name} {other} (ratio {ratio}).")
            }
        }
    };
    let mut notes = vec![
        counts("Stored", one.stored() as u64, two.stored() as u64),
        counts("Generated", one.generated(), two.generated()),
    ];
    notes.push(match two.distance {
        Some(d) => {
            let (there, back) = (moves(f), moves(d - f.min(d)));
            format!("The sides met {there} from the start and {back} from the goal: distance {d}.")
        }
        None => {
            let (why, nearest) = unmet(two, f + r);
            format!(
                "{why} The backward side is drawn with its last layer one move past the \
                 forward side's: the goal at distance {goal_at}{nearest}."
            )
        }
    });
    if one.distance.is_some() && one.layers.last().is_some_and(|l| l.partial) {
        notes.push(match two.distance {
            Some(_) => format!(
                "The last layer of each search is cut short where it stopped: the one-way \
                 search's at the goal, the {two_name} search's at the meeting."
            ),
            None => "The one-way search's last layer is cut short: it stopped at the goal.".into(),
        });
    }
    if one.capped {
        let stored = thousands(one.stored() as u64);
        notes.push(format!(
            "The one-way search was capped at {stored} stored states: it stopped before the goal."
        ));
    }
    notes
}

/// Why the sides of `two` never met, having grown `grown` layers, and what
/// that makes of the goal's place.
fn unmet(two: &Search, grown: usize) -> (String, &'static str) {
    if two.capped {
        let stored = thousands(two.stored() as u64);
        let why = format!("The bidirectional search was capped at {stored} stored states");
        (why + " before the sides met.", "")
    } else if two
        .layers
        .last()
        .is_some_and(|l| l.size == 0 && l.depth > 0)
    {
        let why = "No path: one side ran out of new states before the sides met.";
        (why.to_string(), "")
    } else {
        let why = format!(
            "No path within the limit: the sides grew {} without meeting.",
            moves(grown)
        );
        (why, ", the nearest the goal can be")
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// A marker centred on `at` with `tip` as its tooltip (none when empty):
/// hollow in a layer cut short, filled otherwise, in every series alike.
fn draw_marker(out: &mut String, shape: &str, at: (f64, f64), scale: f64, hollow: bool, tip: &str) {
    let (x, y, half) = (at.0, at.1, 5.5 * scale);
    let paint = match hollow {
        true => r##" fill="#ffffff" stroke-width="1.5""##,
        false => r#" stroke-width="1""#,
    };
    let numbers = match shape {
        CIRCLE => vec![x, y, 3.5 * scale],
        SQUARE => vec![x - half, y - half, 2.0 * half, 2.0 * half],
        _ => {
            let (dx, top, bottom) = (4.6 * scale, y - 5.0 * scale, y + 3.5 * scale);
            vec![x, top, x + dx, bottom, x - dx, bottom]
        }
    };
    let open = fill(&shape.replace("{paint}", paint), &numbers);
    let name = &shape[1..shape.find(' ').unwrap_or(1)];
    let _ = match tip {
        "" => writeln!(out, "{}/>", open),
        _ => writeln!(out, "{}><title>{}</title></{}>", open, escape(tip), name),
    };
}

/// `element` with each `{}` in it replaced by the next of `numbers`.
fn fill(element: &str, numbers: &[f64]) -> String {
    let mut filled = String::new();
    for (i, piece) in element.split("{}").enumerate() {
        if i > 0 {
            filled.push_str(&num(numbers[i - 1]));
        }
        filled.push_str(piece);
    }
    filled
}

/// Writes `element` ([`fill`]) on a line.
fn put(out: &mut String, element: &str, numbers: &[f64]) {
    let _ = writeln!(out, "{}", fill(element, numbers));
}

/// Writes the `<text ...>` `element` ([`fill`]) holding `content`, on a line.
fn text(out: &mut String, element: &str, numbers: &[f64], content: &str) {
    let _ = writeln!(out, "{}{}</text>", fill(element, numbers), escape(content));
}

/// `10^power` as the gridlines write it: 1, 10, 100, 1k, ..., 1M, ...
pub fn power_label(power: u32) -> String {
    let unit = ["", "k", "M", "G", "T", "P", "E"][(power / 3).min(6) as usize];
    format!("{}{}", 10u64.pow(power % 3), unit)
}

/// A number as every coordinate is written: one decimal, never `-0.0`.
fn num(x: f64) -> String {
    let text = format!("{:.1}", x);
    if text == "-0.0" {
        "0.0".to_string()
    } else {
        text
    }
}

/// Text made safe for XML content and attribute values (control
/// characters other than tab, not allowed in XML 1.0, become spaces).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if (c as u32) < 0x20 && c != '\t' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// A rough width of `text` in a sans-serif font: wide (CJK) characters
/// take a whole em, others a little over half.
fn text_width(text: &str, size: f64) -> f64 {
    let ems: f64 = text
        .chars()
        .map(|c| if (c as u32) >= 0x2E80 { 1.0 } else { 0.52 })
        .sum();
    ems * size
}

/// `text` broken at spaces into at most `lines` lines that fit the card,
/// the last cut short with an ellipsis when the text does not fit; a title
/// `start -> goal` too long for a line breaks after the arrow.
fn wrap(text: &str, size: f64, lines: usize) -> Vec<String> {
    let width = WIDTH - 48.0;
    let mut out = match text.find(" -> ") {
        Some(at) if text_width(text, size) > width => {
            let mut both = wrap_words(&text[..at + 3], size, width);
            both.extend(wrap_words(&text[at + 4..], size, width));
            both
        }
        _ => wrap_words(text, size, width),
    };
    if out.len() > lines {
        out.truncate(lines);
        cut(&mut out[lines - 1], size, width);
    }
    out
}

fn wrap_words(text: &str, size: f64, width: f64) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut current = String::new();
    for word in text.split(' ') {
        let candidate = match current.is_empty() {
            true => word.to_string(),
            false => format!("{} {}", current, word),
        };
        if text_width(&candidate, size) <= width || current.is_empty() {
            current = candidate;
        } else {
            out.push(std::mem::replace(&mut current, word.to_string()));
        }
    }
    out.push(current);
    // A single word longer than the line (a long state) is cut.
    for line in out.iter_mut().filter(|line| text_width(line, size) > width) {
        cut(line, size, width);
    }
    out
}

/// `line` shortened to end with an ellipsis within `width`.
fn cut(line: &mut String, size: f64, width: f64) {
    while !line.is_empty() && text_width(line, size) + size > width {
        line.pop();
    }
    line.push('…');
}
