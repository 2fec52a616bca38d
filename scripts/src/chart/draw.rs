//! The chart of a trace: how many states each layer holds (log scale)
//! against its distance from the start, for the one-way search and for the
//! two sides of the bidirectional search. The backward side's layer at
//! depth `k` is drawn at distance `D - k`, so the two balls face each other
//! and touch where they met.
//!
//! Plain SVG 1.1 written as text: no scripts, fonts or external references,
//! and every number printed with one decimal, so the same trace always
//! gives the same bytes. Everything sits on an opaque white card with a
//! border, which reads the same on a light and on a dark page.

use super::ratio;
use judging::text::{moves, thousands};
use judging::trace::{Search, Side, Trace};
use std::fmt::Write as _;

const WIDTH: f64 = 760.0;
const LEFT: f64 = 84.0;
const RIGHT: f64 = WIDTH - 28.0;
const PLOT_HEIGHT: f64 = 270.0;
const FONT: &str = "font-family=\"Helvetica, Arial, sans-serif\"";

const INK: &str = "#1f2328";
const MUTED: &str = "#57606a";
const GRID: &str = "#d8dee4";
const AXIS: &str = "#8c959f";
const MEETING: &str = "#8250df";

/// How one series looks: colours and markers and dashes all differ, so the
/// chart reads in grey too.
struct Style {
    colour: &'static str,
    dash: Option<&'static str>,
    marker: Marker,
}

#[derive(Clone, Copy)]
enum Marker {
    Square,
    Circle,
    Triangle,
}

fn style(side: Side) -> Style {
    match side {
        Side::OneWay => Style {
            colour: "#4d4d4d",
            dash: Some("7 4"),
            marker: Marker::Square,
        },
        Side::Forward => Style {
            colour: "#0969da",
            dash: None,
            marker: Marker::Circle,
        },
        Side::Backward => Style {
            colour: "#c2410c",
            dash: Some("2 3"),
            marker: Marker::Triangle,
        },
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
    let chart = Layout::new(trace);
    let mut out = String::new();
    chart.write(trace, &mut out);
    out
}

/// Where everything goes, worked out before anything is written.
struct Layout {
    title: Vec<String>,
    series: Vec<(Side, Vec<Point>)>,
    /// Distances run from 0 to this.
    last_distance: usize,
    /// Gridlines at 10^0 ..= 10^top_power.
    top_power: u32,
    /// Where the goal is drawn: the distance found, or one move past both
    /// sides when they never met.
    goal_at: usize,
    /// The distance where the sides met.
    met_at: Option<usize>,
    footnotes: Vec<String>,
    plot_top: f64,
    plot_bottom: f64,
    legend_top: f64,
    legend_rows: usize,
    height: f64,
}

impl Layout {
    fn new(trace: &Trace) -> Self {
        let two = &trace.two_way;
        let (f, r) = (two.deepest(Side::Forward), two.deepest(Side::Backward));
        let goal_at = two.distance.unwrap_or(f + r + 1);
        let met_at = two.distance.map(|_| f);
        // The one-way search goes first, underneath: its first layers are
        // the forward side's, and its larger squares frame the circles
        // drawn over them.
        let series: Vec<(Side, Vec<Point>)> = [Side::OneWay, Side::Forward, Side::Backward]
            .iter()
            .map(|&side| {
                let search = if side == Side::OneWay {
                    &trace.one_way
                } else {
                    two
                };
                let points = search
                    .layers
                    .iter()
                    .filter(|l| l.side == side && l.size > 0)
                    .map(|l| Point {
                        distance: if side == Side::Backward {
                            goal_at - l.depth
                        } else {
                            l.depth
                        },
                        depth: l.depth,
                        size: l.size,
                        partial: l.partial,
                    })
                    .collect();
                (side, points)
            })
            .collect();
        let all = || series.iter().flat_map(|(_, points)| points.iter());
        let last_distance = all()
            .map(|p| p.distance)
            .max()
            .unwrap_or(0)
            .max(goal_at)
            .max(1);
        let largest = all().map(|p| p.size).max().unwrap_or(1);
        // At least twice the largest layer: room above the highest point
        // for the label of a capped series.
        let mut top_power = 1;
        while 10f64.powi(top_power as i32) < 2.0 * largest as f64 {
            top_power += 1;
        }

        let title = wrap(&trace.title, 16.0, WIDTH - 48.0, 2);
        let plot_top = 30.0 + 22.0 * title.len() as f64 + 22.0;
        let plot_bottom = plot_top + PLOT_HEIGHT;
        let legend_top = plot_bottom + 76.0;
        let mut footnotes = Vec::new();
        for note in footnote_texts(trace, f, r, goal_at) {
            footnotes.extend(wrap(&note, 12.0, WIDTH - 48.0, 3));
        }
        let legend_rows = legend(trace).len().div_ceil(2);
        let height =
            legend_top + 22.0 * legend_rows as f64 + 8.0 + 17.0 * footnotes.len() as f64 + 14.0;
        Layout {
            title,
            series,
            last_distance,
            top_power,
            goal_at,
            met_at,
            footnotes,
            plot_top,
            plot_bottom,
            legend_top,
            legend_rows,
            height,
        }
    }

    fn x(&self, distance: f64) -> f64 {
        // Half a move of margin on either side keeps the markers off the
        // axes.
        let span = self.last_distance as f64 + 1.0;
        LEFT + (distance + 0.5) / span * (RIGHT - LEFT)
    }

    /// Markers shrink when the layers stand close together (a long
    /// search), so that neighbours do not run into each other.
    fn marker_scale(&self) -> f64 {
        let spacing = (RIGHT - LEFT) / (self.last_distance as f64 + 1.0);
        (spacing / 20.0).clamp(0.55, 1.0)
    }

    fn y(&self, size: f64) -> f64 {
        self.plot_bottom - size.log10() / self.top_power as f64 * PLOT_HEIGHT
    }

    /// The y of gridline 10^power, exact (no logarithm taken).
    fn y_of_power(&self, power: u32) -> f64 {
        self.plot_bottom - power as f64 / self.top_power as f64 * PLOT_HEIGHT
    }

    fn write(&self, trace: &Trace, out: &mut String) {
        let (w, h) = (WIDTH, self.height);
        let _ = writeln!(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{}\" \
             height=\"{}\" viewBox=\"0 0 {} {}\" {} font-size=\"13\" fill=\"{}\">",
            num(w),
            num(h),
            num(w),
            num(h),
            FONT,
            INK
        );
        let _ = writeln!(out, "<title>{}</title>", escape(&trace.title));
        let _ = writeln!(
            out,
            "<rect x=\"0.5\" y=\"0.5\" width=\"{}\" height=\"{}\" rx=\"8\" fill=\"#ffffff\" \
             stroke=\"#d0d7de\"/>",
            num(w - 1.0),
            num(h - 1.0)
        );
        for (i, line) in self.title.iter().enumerate() {
            let _ = writeln!(
                out,
                "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"16\" \
                 font-weight=\"bold\">{}</text>",
                num(w / 2.0),
                num(32.0 + 22.0 * i as f64),
                escape(line)
            );
        }
        self.write_axes(out);
        self.write_meeting(out);
        for (side, points) in &self.series {
            self.write_series(out, *side, points, &trace.one_way);
        }
        self.write_legend(out, trace);
        let mut y = self.legend_top + 22.0 * self.legend_rows as f64 + 8.0;
        for line in &self.footnotes {
            let _ = writeln!(
                out,
                "<text x=\"24\" y=\"{}\" font-size=\"12\" fill=\"{}\">{}</text>",
                num(y),
                MUTED,
                escape(line)
            );
            y += 17.0;
        }
        out.push_str("</svg>\n");
    }

    fn write_axes(&self, out: &mut String) {
        let (top, bottom) = (self.plot_top, self.plot_bottom);
        out.push_str("<g stroke-width=\"1\">\n");
        // Powers of ten, labelled; the multiples between them unlabelled and
        // fainter, so that a point can be read to a factor of two or so.
        for power in 0..=self.top_power {
            let y = self.y_of_power(power);
            let _ = writeln!(
                out,
                "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\"/>",
                num(LEFT),
                num(y),
                num(RIGHT),
                num(y),
                GRID
            );
            let _ = writeln!(
                out,
                "<text x=\"{}\" y=\"{}\" dy=\"0.35em\" text-anchor=\"end\">{}</text>",
                num(LEFT - 8.0),
                num(y),
                power_label(power)
            );
            if power < self.top_power {
                for multiple in [2, 5] {
                    let value = multiple * 10u64.pow(power);
                    let y = self.y(value as f64);
                    let _ = writeln!(
                        out,
                        "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" \
                         stroke-dasharray=\"1 3\"/>",
                        num(LEFT),
                        num(y),
                        num(RIGHT),
                        num(y),
                        AXIS
                    );
                    // With one or two decades there is room to label them.
                    if self.top_power <= 2 {
                        let _ = writeln!(
                            out,
                            "<text x=\"{}\" y=\"{}\" dy=\"0.35em\" text-anchor=\"end\" \
                             font-size=\"11\" fill=\"{}\">{}</text>",
                            num(LEFT - 8.0),
                            num(y),
                            MUTED,
                            value
                        );
                    }
                }
            }
        }
        let step = tick_step(self.last_distance);
        for distance in (0..=self.last_distance).step_by(step) {
            let x = self.x(distance as f64);
            let _ = writeln!(
                out,
                "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\"/>",
                num(x),
                num(bottom),
                num(x),
                num(bottom + 5.0),
                AXIS
            );
            let _ = writeln!(
                out,
                "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>",
                num(x),
                num(bottom + 19.0),
                distance
            );
        }
        for (distance, word) in [(0, "start"), (self.goal_at, "goal")] {
            let _ = writeln!(
                out,
                "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"11\" \
                 fill=\"{}\">{}</text>",
                num(self.x(distance as f64)),
                num(bottom + 33.0),
                MUTED,
                word
            );
        }
        let _ = writeln!(
            out,
            "<path d=\"M{} {}V{}H{}\" fill=\"none\" stroke=\"{}\"/>",
            num(LEFT),
            num(top),
            num(bottom),
            num(RIGHT),
            AXIS
        );
        out.push_str("</g>\n");
        let _ = writeln!(
            out,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">distance from the start \
             (moves)</text>",
            num((LEFT + RIGHT) / 2.0),
            num(bottom + 54.0)
        );
        let middle = (top + bottom) / 2.0;
        let _ = writeln!(
            out,
            "<text x=\"22\" y=\"{}\" text-anchor=\"middle\" transform=\"rotate(-90 22 {})\">\
             states in the layer (log scale)</text>",
            num(middle),
            num(middle)
        );
    }

    fn write_meeting(&self, out: &mut String) {
        let at = match self.met_at {
            Some(at) => at,
            None => return,
        };
        let x = self.x(at as f64);
        let _ = writeln!(
            out,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" stroke-width=\"1.5\"/>",
            num(x),
            num(self.plot_top - 4.0),
            num(x),
            num(self.plot_bottom),
            MEETING
        );
        let label = format!("met at distance {}", at);
        let half = text_width(&label, 13.0) / 2.0;
        let centre = x.max(LEFT + half).min(RIGHT - half);
        let _ = writeln!(
            out,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-weight=\"bold\" \
             fill=\"{}\">{}</text>",
            num(centre),
            num(self.plot_top - 9.0),
            MEETING,
            label
        );
    }

    fn write_series(&self, out: &mut String, side: Side, points: &[Point], one_way: &Search) {
        if points.is_empty() {
            return;
        }
        let look = style(side);
        let _ = writeln!(
            out,
            "<g stroke=\"{}\" fill=\"{}\">",
            look.colour, look.colour
        );
        if points.len() > 1 {
            let coordinates: Vec<String> = points
                .iter()
                .map(|p| {
                    format!(
                        "{},{}",
                        num(self.x(p.distance as f64)),
                        num(self.y(p.size as f64))
                    )
                })
                .collect();
            let _ = writeln!(
                out,
                "<polyline points=\"{}\" fill=\"none\" stroke-width=\"2\"{} \
                 stroke-linejoin=\"round\"/>",
                coordinates.join(" "),
                dash_attribute(look.dash)
            );
        }
        for point in points {
            let (x, y) = (self.x(point.distance as f64), self.y(point.size as f64));
            let tip = format!(
                "{}, depth {}: {} state{}{}",
                series_name(side),
                point.depth,
                thousands(point.size as u64),
                if point.size == 1 { "" } else { "s" },
                if point.partial { " (cut short)" } else { "" }
            );
            marker(
                out,
                look.marker,
                (x, y),
                self.marker_scale(),
                point.partial,
                &tip,
            );
        }
        out.push_str("</g>\n");
        if side == Side::OneWay && one_way.capped {
            if let Some(last) = points.last() {
                let label = format!(
                    "one-way: capped at {} stored, {} from the start \u{2192}",
                    thousands(one_way.stored() as u64),
                    moves(last.depth)
                );
                // In the plot's top left corner, where the first layers,
                // small, never reach: never over a marker.
                let _ = writeln!(
                    out,
                    "<text x=\"{}\" y=\"{}\" font-weight=\"bold\" fill=\"{}\">{}</text>",
                    num(LEFT + 8.0),
                    num(self.plot_top + 16.0),
                    look.colour,
                    escape(&label)
                );
            }
        }
    }

    fn write_legend(&self, out: &mut String, trace: &Trace) {
        // Two columns: the three series, and the hollow marker when a
        // layer was cut short.
        for (i, (side, label, hollow)) in legend(trace).into_iter().enumerate() {
            let x = 24.0 + (i % 2) as f64 * (WIDTH / 2.0);
            let y = self.legend_top + 22.0 * (i / 2) as f64;
            let look = style(side);
            let _ = write!(
                out,
                "<g stroke=\"{}\" fill=\"{}\">",
                look.colour, look.colour
            );
            if !hollow {
                let _ = write!(
                    out,
                    "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke-width=\"2\"{}/>",
                    num(x),
                    num(y),
                    num(x + 36.0),
                    num(y),
                    dash_attribute(look.dash)
                );
            }
            marker(out, look.marker, (x + 18.0, y), 1.0, hollow, "");
            out.push_str("</g>\n");
            let _ = writeln!(
                out,
                "<text x=\"{}\" y=\"{}\" dy=\"0.35em\">{}</text>",
                num(x + 46.0),
                num(y),
                escape(&label)
            );
        }
    }
}

/// The legend's entries: each series, and the hollow marker when some
/// layer was cut short.
fn legend(trace: &Trace) -> Vec<(Side, String, bool)> {
    let mut entries = vec![
        (
            Side::OneWay,
            if trace.one_way.capped {
                "one-way BFS from the start (capped)".to_string()
            } else {
                "one-way BFS from the start".to_string()
            },
            false,
        ),
        (
            Side::Forward,
            if trace.two_way.grew(Side::Backward) {
                "bidirectional: forward side, from the start".to_string()
            } else {
                "mirrored: one side from the start, meeting its own mirror image".to_string()
            },
            false,
        ),
    ];
    // A search that grew one side and met its mirror image (bw-swap) has no
    // backward layers: a legend entry for them would name a line not drawn.
    if trace.two_way.grew(Side::Backward) {
        entries.push((
            Side::Backward,
            "bidirectional: backward side, from the goal".to_string(),
            false,
        ));
    }
    let cut = (trace.two_way.layers.iter())
        .chain(&trace.one_way.layers)
        .find(|l| l.partial && l.size > 0);
    if let Some(layer) = cut {
        entries.push((
            layer.side,
            "hollow: a layer cut short where it stopped".to_string(),
            true,
        ));
    }
    entries
}

/// The lines under the legend: what was stored, and anything that makes
/// the picture unusual (a cap, no path).
fn footnote_texts(trace: &Trace, f: usize, r: usize, goal_at: usize) -> Vec<String> {
    let (one, two) = (&trace.one_way, &trace.two_way);
    // A capped count is a floor: "over N", and no ratio, which would only
    // say where the cap was set.
    let counts = |what: &str, a: u64, b: u64| match one.capped {
        true => format!(
            "{}: one-way over {} (capped), {} {}.",
            what,
            thousands(a),
            two_name(trace),
            thousands(b)
        ),
        false => format!(
            "{}: one-way {}, {} {} (ratio {}).",
            what,
            thousands(a),
            two_name(trace),
            thousands(b),
            ratio(a, b, false)
        ),
    };
    let mut notes = vec![
        counts("Stored", one.stored() as u64, two.stored() as u64),
        counts("Generated", one.generated(), two.generated()),
    ];
    match two.distance {
        Some(d) => notes.push(format!(
            "The sides met {} from the start and {} from the goal: distance {}.",
            moves(f),
            moves(d - f.min(d)),
            d
        )),
        None => {
            let (why, goal) = if two.capped {
                (
                    format!(
                        "The bidirectional search was capped at {} stored states before the \
                         sides met.",
                        thousands(two.stored() as u64)
                    ),
                    "",
                )
            } else if two
                .layers
                .last()
                .is_some_and(|l| l.size == 0 && l.depth > 0)
            {
                (
                    "No path: one side ran out of new states before the sides met.".to_string(),
                    "",
                )
            } else {
                (
                    format!(
                        "No path within the limit: the sides grew {} without meeting.",
                        moves(f + r)
                    ),
                    ", the nearest the goal can be",
                )
            };
            notes.push(format!(
                "{} The backward side is drawn with its last layer one move past the forward \
                 side's: the goal at distance {}{}.",
                why, goal_at, goal
            ));
        }
    }
    if one.distance.is_some() && one.layers.last().is_some_and(|l| l.partial) {
        notes.push(if two.distance.is_some() {
            format!(
                "The last layer of each search is cut short where it stopped: the one-way \
                 search's at the goal, the {} search's at the meeting.",
                two_name(trace)
            )
        } else {
            "The one-way search's last layer is cut short: it stopped at the goal.".to_string()
        });
    }
    if one.capped {
        notes.push(format!(
            "The one-way search was capped at {} stored states: it stopped before the goal.",
            thousands(one.stored() as u64)
        ));
    }
    notes
}

/// The second search as the footnotes name it.
fn two_name(trace: &Trace) -> &'static str {
    if trace.two_way.grew(Side::Backward) {
        "bidirectional"
    } else {
        "mirrored"
    }
}

fn series_name(side: Side) -> &'static str {
    match side {
        Side::OneWay => "one-way",
        Side::Forward => "forward side",
        Side::Backward => "backward side",
    }
}

/// A marker centred on `x, y`, with `tip` as its tooltip; hollow in a
/// layer cut short (where a search stopped inside it), filled otherwise,
/// for every series alike.
fn marker(out: &mut String, shape: Marker, at: (f64, f64), scale: f64, hollow: bool, tip: &str) {
    let (x, y) = at;
    let paint = if hollow {
        " fill=\"#ffffff\" stroke-width=\"1.5\""
    } else {
        " stroke-width=\"1\""
    };
    let (open, name) = match shape {
        Marker::Circle => (
            format!(
                "<circle cx=\"{}\" cy=\"{}\" r=\"{}\"{}",
                num(x),
                num(y),
                num(3.5 * scale),
                paint
            ),
            "circle",
        ),
        Marker::Square => {
            let half = 5.5 * scale;
            (
                format!(
                    "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{}",
                    num(x - half),
                    num(y - half),
                    num(2.0 * half),
                    num(2.0 * half),
                    paint
                ),
                "rect",
            )
        }
        Marker::Triangle => (
            format!(
                "<polygon points=\"{},{} {},{} {},{}\"{}",
                num(x),
                num(y - 5.0 * scale),
                num(x + 4.6 * scale),
                num(y + 3.5 * scale),
                num(x - 4.6 * scale),
                num(y + 3.5 * scale),
                paint
            ),
            "polygon",
        ),
    };
    if tip.is_empty() {
        let _ = write!(out, "{}/>", open);
    } else {
        let _ = writeln!(out, "{}><title>{}</title></{}>", open, escape(tip), name);
    }
}

fn dash_attribute(dash: Option<&str>) -> String {
    dash.map(|d| format!(" stroke-dasharray=\"{}\"", d))
        .unwrap_or_default()
}

/// `10^power` as the gridlines write it: 1, 10, 100, 1k, ..., 1M, ...
pub fn power_label(power: u32) -> String {
    let units = ["", "k", "M", "G", "T", "P", "E"];
    let unit = units[(power / 3).min(6) as usize];
    format!("{}{}", 10u64.pow(power % 3), unit)
}

/// Ticks on the distance axis: every 1, 2, 5, 10, ... moves, at most 16.
fn tick_step(last: usize) -> usize {
    [1, 2, 5, 10, 20, 50, 100, 200, 500]
        .iter()
        .copied()
        .find(|&step| last / step <= 15)
        .unwrap_or(1000)
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

/// Text made safe for XML content and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            // Control characters other than tab are not allowed in XML 1.0.
            c if (c as u32) < 0x20 && c != '\t' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// A rough width of `text` in a sans-serif font: wide (CJK) characters
/// take a whole em, others a little over half.
fn text_width(text: &str, size: f64) -> f64 {
    text.chars()
        .map(|c| if (c as u32) >= 0x2E80 { 1.0 } else { 0.52 })
        .sum::<f64>()
        * size
}

/// `text` broken at spaces into at most `lines` lines of at most `width`;
/// the last line cut short with an ellipsis when the text does not fit. A
/// title `start -> goal` too long for one line breaks after the arrow.
fn wrap(text: &str, size: f64, width: f64, lines: usize) -> Vec<String> {
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
        let last = &mut out[lines - 1];
        while !last.is_empty() && text_width(last, size) + size > width {
            last.pop();
        }
        last.push('…');
    }
    out
}

fn wrap_words(text: &str, size: f64, width: f64) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut current = String::new();
    for word in text.split(' ') {
        let candidate = if current.is_empty() {
            word.to_string()
        } else {
            format!("{} {}", current, word)
        };
        if text_width(&candidate, size) <= width || current.is_empty() {
            current = candidate;
        } else {
            out.push(std::mem::replace(&mut current, word.to_string()));
        }
    }
    out.push(current);
    for line in out.iter_mut() {
        // A single word longer than the line (a long state): cut it.
        if text_width(line, size) > width {
            while !line.is_empty() && text_width(line, size) + size > width {
                line.pop();
            }
            line.push('…');
        }
    }
    out
}
