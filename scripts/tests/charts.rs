//! The charts and `cargo trace`: every committed chart is what `cargo make
//! charts` draws, and every figure drawn step by step in a README is what
//! `cargo trace ... --steps` prints; the SVG is well-formed XML on a true
//! log scale, unusual traces (a cap, no path, awkward titles) draw, and the
//! text shows every layer.

use judging::trace::{both_ways_within, Layer, Search, Side, Steps, Trace};
use judging::workspace;
use scripts::chart;
use scripts::chart::steps;
use std::process::{Command, Stdio};

// ---------------------------------------------------------------------------
// The committed charts

/// Like the snippet check: a chart that differs from what its input draws
/// fails. A problem whose lab cannot trace yet is skipped while it has no
/// chart; once its chart is committed, it must match.
#[test]
fn committed_charts_are_what_their_inputs_draw() {
    let root = workspace::root();
    let failures: Vec<String> = (chart::charts(&root).unwrap().into_iter())
        .filter_map(|chart| {
            let committed = std::fs::read_to_string(root.join(&chart.file)).ok();
            match (chart.text, committed) {
                (Err(why), None) => {
                    eprintln!("skipped {} (no chart, no trace: {})", chart.file, why);
                    None
                }
                (Err(why), Some(_)) => Some(format!("{}: cannot draw it: {}", chart.file, why)),
                (Ok(drawn), Some(text)) if text == drawn => None,
                (Ok(_), Some(_)) => Some(format!("{} differs", chart.file)),
                (Ok(_), None) => Some(format!("{} is missing", chart.file)),
            }
        })
        .collect();
    assert!(
        failures.is_empty(),
        "run `cargo make charts` (or `cargo run -p scripts -- charts`):\n{}",
        failures.join("\n")
    );
}

/// The template README's worked example and trap, step by step, are what
/// their searches draw now (`cargo make charts` rewrites them).
#[test]
fn committed_step_figures_are_what_their_searches_draw() {
    let root = workspace::root();
    let readmes = chart::readmes(&root).unwrap();
    assert!(
        readmes.iter().any(|r| r.file == "template/README.md"),
        "the template's README has no figure drawn step by step"
    );
    for readme in readmes {
        let committed = std::fs::read_to_string(root.join(&readme.file)).unwrap();
        let wanted = readme
            .text
            .unwrap_or_else(|why| panic!("{}: {}", readme.file, why));
        assert!(
            committed == wanted,
            "{}: a figure differs from what its search draws; run `cargo make charts`",
            readme.file
        );
    }
}

/// The blocks between a README's markers are exactly what the command
/// named in the marker prints, run as a reader would run it.
#[test]
fn the_readme_s_blocks_are_what_cargo_trace_steps_prints() {
    let root = workspace::root();
    let readme = std::fs::read_to_string(root.join("template/README.md")).unwrap();
    let program = env!("CARGO_BIN_EXE_scripts");
    for name in ["worked-example", "trap"] {
        let marker = format!(
            "<!-- figure: {} (cargo trace template --figure {} --steps) -->",
            name, name
        );
        let at = readme
            .find(&marker)
            .unwrap_or_else(|| panic!("no marker {:?} in template/README.md", marker));
        let region = &readme[at + marker.len()..];
        let region = &region[..region.find("<!-- end -->").unwrap()];
        // The fenced blocks' contents, a blank line between two blocks.
        let mut blocks = Vec::new();
        let mut block: Option<String> = None;
        for line in region.lines() {
            match (line, block.as_mut()) {
                ("```text", None) => block = Some(String::new()),
                ("```", Some(_)) => blocks.push(block.take().unwrap()),
                (_, Some(text)) => {
                    text.push_str(line);
                    text.push('\n');
                }
                ("", None) => {}
                (other, None) => panic!("{}: prose between the blocks: {:?}", name, other),
            }
        }
        let args = ["trace", "template", "--figure", name, "--steps"];
        let (status, printed, stderr) = run(program, &args, "");
        assert_eq!(status, Some(0), "{}", stderr);
        assert_eq!(
            blocks.join("\n"),
            printed,
            "{}: run `cargo make charts`",
            name
        );
    }
}

/// The template README shows `split.rs`'s two functions as code; short
/// lines joined, they must be the source's, docs left out (white space
/// aside).
#[test]
fn the_readme_s_split_code_is_the_source_s() {
    let root = workspace::root();
    let readme = std::fs::read_to_string(root.join("template/README.md")).unwrap();
    let source = std::fs::read_to_string(root.join("template/src/split.rs")).unwrap();
    let shown = readme
        .split("```rust\n")
        .map(|block| &block[..block.find("```").unwrap_or(0)])
        .find(|code| code.starts_with("pub fn subset_sums"))
        .expect("no split code in template/README.md");
    let items = scripts::snippets::items_of("split", &source).unwrap();
    let code: String = (items.iter())
        .flat_map(|item| item.lines.iter())
        .filter(|line| !line.trim_start().starts_with("///"))
        .map(|line| format!("{}\n", line))
        .collect();
    let squeezed = |text: &str| text.split_whitespace().collect::<String>();
    assert_eq!(
        squeezed(shown),
        squeezed(&code),
        "template/README.md shows other code than template/src/split.rs"
    );
}

/// What the two figures are for: on the same graph, bibfs finds a shortest
/// path, and the one-state-at-a-time search one move longer.
#[test]
fn the_trap_figure_returns_a_longer_path_than_the_worked_example() {
    let root = workspace::root();
    let lab = scripts::labs::build(&root, &[root.join("template")])
        .unwrap()
        .remove(0);
    let worked = lab.steps("worked-example").unwrap();
    let trap = lab.steps("trap").unwrap();
    assert_eq!(worked.picture, trap.picture, "the same graph");
    let shortest = worked.trace.one_way.distance.unwrap();
    assert_eq!(worked.trace.two_way.distance, Some(shortest));
    assert_eq!(trap.trace.two_way.distance, Some(shortest + 1));
    let moves = |path: &Option<Vec<String>>| path.as_ref().map(|p| p.len() - 1);
    assert_eq!(moves(&worked.path), Some(shortest));
    assert_eq!(moves(&trap.path), Some(shortest + 1));
    // Both sides grow in the worked example, one of them twice in a row,
    // and the meeting cuts its layer short.
    let sides: Vec<Side> = (worked.trace.two_way.layers.iter())
        .filter(|l| l.depth > 0)
        .map(|l| l.side)
        .collect();
    assert!(sides.windows(2).any(|w| w[0] == w[1]), "{:?}", sides);
    assert!(sides.contains(&Side::Forward) && sides.contains(&Side::Backward));
    assert!(worked.trace.two_way.layers.last().unwrap().partial);
}

/// The template's charts show the counts of the bench's table in
/// template/NOTES.md (the bench counts in its own way). Read from the committed
/// files, which the test above holds to what the searches draw, so that the
/// 15-puzzle's one-way search runs once.
#[test]
fn the_template_charts_show_the_bench_s_counts() {
    let root = workspace::root();
    let expected = [
        (
            "eight-puzzle",
            "Stored: one-way 181,439, bidirectional 15,828 (ratio 11.5).",
            "Generated: one-way 483,563, bidirectional 27,231 (ratio 17.8).",
            "met at distance 15",
        ),
        (
            "fifteen-puzzle",
            "Stored: one-way 2,748,712, bidirectional 6,788 (ratio 405).",
            "Generated: one-way 4,441,505, bidirectional 10,281 (ratio 432).",
            "met at distance 10",
        ),
    ];
    for (name, stored, generated, met) in expected {
        let file = root.join("template/charts").join(format!("{}.svg", name));
        let svg = std::fs::read_to_string(&file).unwrap();
        for figure in [stored, generated, met] {
            assert!(svg.contains(figure), "{}: no {:?}", file.display(), figure);
        }
    }
}

// ---------------------------------------------------------------------------
// Traces made up for the tests

/// A graph of layers of the given sizes: state `(d, i)` leads to every
/// state of layer `d + 1` whose index is `i` modulo the size of layer `d`,
/// and back to one state of layer `d - 1`. From `(0, 0)`, BFS layer `d`
/// is exactly layer `d` of the graph.
fn layered(sizes: &[usize]) -> impl Fn(&(usize, usize)) -> Vec<(usize, usize)> + Copy + '_ {
    move |&(d, i)| {
        let mut next = Vec::new();
        if d + 1 < sizes.len() {
            next.extend(
                (0..sizes[d + 1])
                    .filter(|j| j % sizes[d] == i)
                    .map(|j| (d + 1, j)),
            );
        }
        if d > 0 {
            next.push((d - 1, i % sizes[d - 1]));
        }
        next
    }
}

/// No depth limit, no cap.
const NONE: (usize, usize) = (usize::MAX, usize::MAX);

/// The template's searches through `layered(sizes)`, under a depth limit
/// and a cap on stored states (`limits`).
fn layered_trace(title: &str, sizes: &[usize], limits: (usize, usize)) -> Trace {
    let moves = layered(sizes);
    let (start, goal) = ((0, 0), (sizes.len() - 1, 0));
    let (one_way, two_way, meeting) =
        both_ways_within(start, goal, moves, moves, limits.0, [limits.1; 2]);
    Trace {
        title: title.to_string(),
        one_way,
        two_way,
        meeting: meeting.map(|(d, i)| format!("({}, {})", d, i)),
        notes: vec!["a note with <angle> & ampersand".to_string()],
    }
}

/// Traces of every kind the charts must draw.
fn odd_traces() -> Vec<Trace> {
    let sizes = [1, 10, 1000, 20, 1];
    let mut traces = vec![
        layered_trace("plain: (0, 0) -> (4, 0)", &sizes, NONE),
        layered_trace(
            "a <title> & \"quotes\" 'too', 中文标题 的 宽 字符 -> 目标",
            &sizes,
            NONE,
        ),
        layered_trace("within the limit: no path", &sizes, (3, usize::MAX)),
        layered_trace("capped", &sizes, (usize::MAX, 500)),
        layered_trace("start = goal", &[1], NONE),
        layered_trace(&"a very long title ".repeat(30), &sizes, NONE),
        layered_trace(&"x".repeat(400), &sizes, NONE),
    ];
    // A goal no move reaches: the backward side runs out at once.
    let moves = layered(&sizes);
    let (one_way, two_way, _) =
        both_ways_within((0, 0), (9, 9), moves, |_| Vec::new(), NONE.0, [NONE.1; 2]);
    traces.push(Trace {
        title: "unreachable".to_string(),
        one_way,
        two_way,
        meeting: None,
        notes: Vec::new(),
    });
    // A one-way search capped far from a goal the two sides reach.
    let grow = |&x: &u64| vec![2 * x, 2 * x + 1];
    let (one_way, two_way, meeting) =
        both_ways_within(1, 1 << 20, grow, |&x| vec![x / 2], usize::MAX, [3_000; 2]);
    traces.push(Trace {
        title: "capped one way, found both ways".to_string(),
        one_way,
        two_way,
        meeting: meeting.map(|m| m.to_string()),
        notes: Vec::new(),
    });
    traces
}

// ---------------------------------------------------------------------------
// The SVG

#[test]
fn every_chart_is_well_formed_self_contained_and_deterministic() {
    for trace in odd_traces() {
        let svg = chart::svg(&trace);
        let root =
            parse_xml(&svg).unwrap_or_else(|why| panic!("{}: {}\n{}", trace.title, why, svg));
        assert_eq!(root.name, "svg");
        for attribute in ["width", "height", "viewBox", "xmlns"] {
            assert!(root.attribute(attribute).is_some(), "no {}", attribute);
        }
        for banned in [
            "<script",
            "href",
            "url(",
            "@import",
            "<foreignObject",
            "<image",
        ] {
            assert!(!svg.contains(banned), "{} in {}", banned, trace.title);
        }
        assert!(
            !svg.contains("NaN") && !svg.contains("inf"),
            "{}",
            trace.title
        );
        assert_eq!(svg, chart::svg(&trace.clone()), "not deterministic");
        // The title is there, escaped and read back whole (or shortened
        // with an ellipsis when it is too long for two lines).
        let shown: String = root
            .all("text")
            .iter()
            .filter(|t| t.attribute("font-size") == Some("16"))
            .map(|t| t.text.clone())
            .collect::<Vec<_>>()
            .join(" ");
        assert!(
            shown == trace.title || shown.ends_with('…'),
            "title {:?} shown as {:?}",
            trace.title,
            shown
        );
    }
}

#[test]
fn the_gridlines_are_powers_of_ten_evenly_spaced_and_the_layers_sit_on_them() {
    let trace = layered_trace("scale", &[1, 10, 1000, 20, 1], NONE);
    let root = parse_xml(&chart::svg(&trace)).unwrap();
    let labels = ["1", "10", "100", "1k"];
    let ys: Vec<f64> = labels
        .iter()
        .map(|label| {
            let text = root
                .all("text")
                .into_iter()
                .find(|t| t.text == *label && t.attribute("text-anchor") == Some("end"))
                .unwrap_or_else(|| panic!("no gridline label {}", label));
            number(text, "y")
        })
        .collect();
    for pair in ys.windows(2) {
        assert!(pair[1] < pair[0], "10x higher must be drawn higher");
    }
    let gap = ys[0] - ys[1];
    for pair in ys.windows(3) {
        assert!(
            (pair[0] - 2.0 * pair[1] + pair[2]).abs() < 0.15,
            "uneven decades: {:?}",
            ys
        );
    }
    // Each label names a gridline at its height.
    let lines = root.all("line");
    for &y in &ys {
        assert!(
            lines
                .iter()
                .any(|l| number(l, "y1") == y && number(l, "y2") == y),
            "no gridline at {}",
            y
        );
    }
    // The one-way search's layers: 1, 10, 1,000 and 20 states at depths
    // 0 to 3 (squares, centred on their layer's size).
    let square_y = |depth: usize| {
        let tip = format!("one-way, depth {}:", depth);
        let square = root
            .all("rect")
            .into_iter()
            .find(|r| r.children.iter().any(|c| c.text.starts_with(&tip)))
            .unwrap_or_else(|| panic!("no square for depth {}", depth));
        number(square, "y") + number(square, "height") / 2.0
    };
    let near = |a: f64, b: f64| (a - b).abs() < 0.15;
    assert!(near(square_y(0), ys[0]) && near(square_y(1), ys[1]) && near(square_y(2), ys[3]));
    let twenty = ys[1] - gap * 2f64.log10();
    assert!(
        (square_y(3) - twenty).abs() < 0.15,
        "{} against {}",
        square_y(3),
        twenty
    );
    // The labels follow the decades' names.
    let names: Vec<String> = (0..8).map(scripts::chart::power_label).collect();
    assert_eq!(names, ["1", "10", "100", "1k", "10k", "100k", "1M", "10M"]);
}

#[test]
fn the_backward_side_faces_the_forward_side_and_the_meeting_is_marked() {
    let trace = layered_trace("faces", &[1, 10, 1000, 20, 1], NONE);
    let svg = chart::svg(&trace);
    let root = parse_xml(&svg).unwrap();
    let d = trace.two_way.distance.unwrap();
    assert_eq!(d, 4);
    // The backward side's root (the goal) is drawn at distance d, where
    // the one-way search's goal layer is.
    let centre_x = |tip: &str| {
        root.all("polygon")
            .into_iter()
            .chain(root.all("rect"))
            .find(|e| e.children.iter().any(|c| c.text.starts_with(tip)))
            .map(|e| {
                let first = e
                    .attribute("points")
                    .map(|p| p.split(',').next().unwrap().to_string());
                match first {
                    Some(x) => x.parse::<f64>().unwrap(),
                    None => number(e, "x") + number(e, "width") / 2.0,
                }
            })
            .unwrap_or_else(|| panic!("no marker {:?}", tip))
    };
    let (goal, one_way_goal) = (
        centre_x("backward side, depth 0:"),
        centre_x(&format!("one-way, depth {}:", d)),
    );
    assert!(
        (goal - one_way_goal).abs() < 0.15,
        "{} against {}",
        goal,
        one_way_goal
    );
    let f = trace
        .two_way
        .layers
        .iter()
        .filter(|l| l.side == Side::Forward)
        .map(|l| l.depth)
        .max()
        .unwrap();
    assert!(svg.contains(&format!("met at distance {}</text>", f)));
}

#[test]
fn only_a_layer_cut_short_is_hollow_in_every_series() {
    let trace = layered_trace("plain", &[1, 10, 1000, 20, 1], NONE);
    let svg = chart::svg(&trace);
    let hollow = svg
        .matches("fill=\"#ffffff\" stroke-width=\"1.5\"><title>")
        .count();
    // The one-way search's last layer (it stopped at the goal) and the
    // bidirectional search's (it stopped at the meeting), nothing else.
    let cut = (trace.one_way.layers.iter())
        .chain(&trace.two_way.layers)
        .filter(|l| l.partial && l.size > 0)
        .count();
    assert_eq!(hollow, cut, "{}", svg);
    assert!(cut >= 1);
}

#[test]
fn a_search_that_meets_its_mirror_image_names_no_backward_side() {
    // bw-swap's mirrored search grows the forward side only; the chart and
    // the text must not promise a backward line that is not drawn.
    let mut trace = layered_trace("mirrored", &[1, 10, 1000, 20, 1], NONE);
    trace.two_way.layers.retain(|l| l.side != Side::Backward);
    trace.two_way.method = "one side meeting its mirror image".to_string();
    let (svg, text) = (chart::svg(&trace), chart::report(&trace));
    assert!(!svg.contains("backward side, from the goal"), "{}", svg);
    assert!(
        svg.contains("mirrored: one side, meeting its mirror image"),
        "{}",
        svg
    );
    assert!(!svg.contains("bidirectional"), "{}", svg);
    assert!(text.contains("meeting its mirror image"), "{}", text);
    assert!(!text.contains("template::bibfs"), "{}", text);
    let two_sided = layered_trace("two-sided", &[1, 10, 1000, 20, 1], NONE);
    assert!(chart::svg(&two_sided).contains("backward side, from the goal"));
    assert!(chart::report(&two_sided).contains("template::bibfs::distance"));
}

#[test]
fn caps_and_missing_paths_are_said_on_the_chart() {
    let traces = odd_traces();
    let by_title = |title: &str| traces.iter().find(|t| t.title == title).unwrap();
    let capped = by_title("capped");
    assert!(capped.one_way.capped);
    let svg = chart::svg(capped);
    // In the legend, and in the plot's corner.
    assert!(svg.contains(">one-way BFS from the start (capped)</text>"));
    assert!(svg.contains(">one-way: capped at 500 stored, "), "{}", svg);
    let svg = chart::svg(by_title("capped one way, found both ways"));
    assert!(
        svg.contains(">one-way: capped at 3,000 stored, "),
        "{}",
        svg
    );
    assert!(svg.contains("met at distance"));
    // A capped count is a floor: no ratio is drawn from it.
    assert!(
        svg.contains("Stored: one-way over 3,000 (capped), bidirectional"),
        "{}",
        svg
    );
    assert!(!svg.contains("ratio"), "{}", svg);
    for title in ["within the limit: no path", "unreachable"] {
        let trace = by_title(title);
        assert_eq!(trace.two_way.distance, None);
        let svg = chart::svg(trace);
        assert!(
            svg.contains("The backward side is drawn with its last layer"),
            "{}",
            title
        );
        assert!(!svg.contains("met at distance"), "{}", title);
    }
}

// ---------------------------------------------------------------------------
// The text of `cargo trace`

#[test]
fn the_text_shows_every_layer_and_the_distance() {
    for trace in odd_traces() {
        let text = chart::report(&trace);
        assert!(text.starts_with(&trace.title));
        let bidirectional = section(&text, "Both ways:");
        let one_way = section(&text, "One way, from the start:");
        assert_eq!(rows(&bidirectional), layer_rows(&trace.two_way), "{}", text);
        assert_eq!(rows(&one_way), layer_rows(&trace.one_way), "{}", text);
        match trace.two_way.distance {
            Some(d) => assert!(bidirectional.contains(&format!("Distance: {}.", d))),
            None if trace.two_way.capped => assert!(bidirectional.contains("Capped at")),
            None => assert!(bidirectional.contains("no path"), "{}", bidirectional),
        }
        match trace.one_way.distance {
            Some(d) => assert!(one_way.contains(&format!("distance {}.", d))),
            None if trace.one_way.capped => assert!(one_way.contains("CAPPED at")),
            None => assert!(one_way.contains("no path"), "{}", one_way),
        }
        assert!(text.contains("stored") && text.contains("generated"));
        for note in &trace.notes {
            assert!(text.contains(note.as_str()));
        }
    }
}

/// The lines of `text` from the one starting with `heading` to the next
/// blank line.
fn section(text: &str, heading: &str) -> String {
    let start = text
        .find(heading)
        .unwrap_or_else(|| panic!("no {:?} in\n{}", heading, text));
    text[start..].split("\n\n").next().unwrap().to_string()
}

/// The table rows of a section: lines whose first word is a number, as
/// (depth, size) with the cut-short star dropped.
fn rows(section: &str) -> Vec<(usize, usize)> {
    section
        .lines()
        .filter_map(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            words.first()?.parse::<usize>().ok()?;
            // Bidirectional rows: step, side, depth, layer...; one-way: depth, layer...
            let (depth, size) = if words[1] == "forward" || words[1] == "backward" {
                (words[2], words[3])
            } else {
                (words[0], words[1])
            };
            Some((
                depth.parse().ok()?,
                size.trim_end_matches('*').replace(',', "").parse().ok()?,
            ))
        })
        .collect()
}

fn layer_rows(search: &Search) -> Vec<(usize, usize)> {
    search.layers.iter().map(|l| (l.depth, l.size)).collect()
}

#[test]
fn trace_errors_are_one_line_and_status_1() {
    let program = env!("CARGO_BIN_EXE_scripts");
    let cases: [(&[&str], &str); 5] = [
        (&["trace", "no-such-problem"], ""),
        (&["trace"], ""),
        (&["trace", "hdu-1195", "--case", "0"], "1\n1234 1234\n"),
        (&["trace", "hdu-1195", "--colour"], "1\n1234 1234\n"),
        (&["trace", "hdu-1195"], "1\n1234 banana\n"),
    ];
    for (args, input) in cases {
        let run = run(program, args, input);
        assert_eq!(run.0, Some(1), "{:?}", args);
        let stderr = run.2;
        assert_eq!(stderr.lines().count(), 1, "{:?}: {:?}", args, stderr);
        assert!(stderr.starts_with("error: "), "{:?}: {:?}", args, stderr);
    }
}

fn run(program: &str, args: &[&str], input: &str) -> (Option<i32>, String, String) {
    use std::io::Write;
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The program may stop before it reads its input.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

// ---------------------------------------------------------------------------
// Figures drawn step by step (`chart::steps`)

/// bibfs from A to C on the path A - B - C, as the template's recorder
/// records it by name (or without the names): the forward side grows B,
/// then, on a tie, C, which the backward side stores.
fn chain(named: bool) -> Steps {
    let layer = |side, depth, names: &str, stored, partial| {
        let states: Vec<String> = names.split_whitespace().map(str::to_string).collect();
        Layer {
            side,
            depth,
            size: states.len(),
            stored,
            generated: 1,
            partial,
            states: if named { states } else { Vec::new() },
        }
    };
    let search = |method: &str, layers, distance| Search {
        method: method.to_string(),
        layers,
        distance,
        capped: false,
        reach: None,
    };
    let (f, b) = (Side::Forward, Side::Backward);
    let two_way = vec![
        layer(f, 0, "A", 1, false),
        layer(b, 0, "C", 1, false),
        layer(f, 1, "B", 2, false),
        layer(f, 2, "C", 3, true),
    ];
    let one_way = vec![
        layer(Side::OneWay, 0, "A", 1, false),
        layer(Side::OneWay, 1, "B", 2, false),
        layer(Side::OneWay, 2, "C", 3, true),
    ];
    Steps {
        picture: vec!["A-B".to_string(), "  |".to_string(), "  C".to_string()],
        path: Some(vec!["A".to_string(), "B".to_string(), "C".to_string()]),
        trace: Trace {
            title: "chain".to_string(),
            one_way: search("bfs", one_way, Some(2)),
            two_way: search("bibfs", two_way, Some(2)),
            meeting: Some("C".to_string()),
            notes: Vec::new(),
        },
    }
}

#[test]
fn a_named_search_is_drawn_one_block_a_layer() {
    let drawn = steps::blocks(&chain(true)).unwrap();
    // The roots, then the forward side's layers 1 (B) and 2 (C, where
    // it meets the backward side's root).
    assert_eq!(drawn.len(), 3, "{:#?}", drawn);
    // Cells as wide as the widest (`Cf2b0!`), three dashes at least.
    let grid = "Af0* ----- B\n           |\n           Cb0*\n";
    assert!(drawn[0].ends_with(grid), "{}", drawn[0]);
    assert!(drawn[1].starts_with("Step 1: the forward side grows its layer 1"));
    assert!(drawn[2].contains("the sides meet, on a path of 2 + 0 = 2 moves"));
    assert!(drawn[2].contains("Cf2b0!"), "{}", drawn[2]);
    assert!(drawn[2].contains("The search returns A B C: 2 moves."));
    assert!(drawn.iter().all(|b| b.lines().all(|l| l.len() <= 72)));
}

#[test]
fn a_search_without_names_or_with_a_bad_picture_is_refused() {
    assert!(steps::blocks(&chain(false))
        .unwrap_err()
        .contains("names no states"));
    let mut bad = chain(true);
    bad.picture[0] = "A-".to_string();
    assert!(steps::blocks(&bad).is_err());
}

#[test]
fn figures_go_between_their_markers_and_nowhere_else() {
    let readme = "# T\n\n<!-- figure: x (cmd) -->\nold\n<!-- end -->\n\ntail\n";
    let new = steps::into_readme(readme, "x", "```text\nnew\n```\n").unwrap();
    assert_eq!(
        new,
        "# T\n\n<!-- figure: x (cmd) -->\n\n```text\nnew\n```\n\n<!-- end -->\n\ntail\n"
    );
    assert_eq!(
        steps::into_readme(&new, "x", "```text\nnew\n```\n").unwrap(),
        new
    );
    assert!(steps::into_readme(readme, "y", "").is_err());
    assert!(steps::into_readme("<!-- figure: x (cmd) -->\nno end\n", "x", "").is_err());
    assert_eq!(
        steps::markdown(&["a\n".to_string(), "b\n".to_string()]),
        "```text\na\n```\n\n```text\nb\n```\n"
    );
}

// ---------------------------------------------------------------------------
// A small XML reader, enough to hold the charts to well-formedness:
// balanced tags, quoted attributes, escaped text.

#[derive(Debug, Default)]
struct Element {
    name: String,
    attributes: Vec<(String, String)>,
    /// The element's own text, entities decoded.
    text: String,
    children: Vec<Element>,
}

impl Element {
    fn attribute(&self, name: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Every element named `name` at or below this one, in document order.
    fn all(&self, name: &str) -> Vec<&Element> {
        let mut found = Vec::new();
        if self.name == name {
            found.push(self);
        }
        for child in &self.children {
            found.extend(child.all(name));
        }
        found
    }
}

fn number(element: &Element, attribute: &str) -> f64 {
    element
        .attribute(attribute)
        .unwrap_or_else(|| panic!("<{}> has no {}", element.name, attribute))
        .parse()
        .unwrap()
}

/// The root element of `document`, or why it is not well-formed XML.
fn parse_xml(document: &str) -> Result<Element, String> {
    let mut rest = document;
    if rest.starts_with("<?xml") {
        let end = rest.find("?>").ok_or("unclosed XML declaration")?;
        rest = &rest[end + 2..];
    }
    let mut stack: Vec<Element> = vec![Element::default()];
    loop {
        let text_end = rest.find('<').unwrap_or(rest.len());
        let text = decode(&rest[..text_end])?;
        if stack.len() == 1 && !text.trim().is_empty() {
            return Err(format!("text outside the root: {:?}", text));
        }
        stack.last_mut().unwrap().text.push_str(&text);
        rest = &rest[text_end..];
        if rest.is_empty() {
            break;
        }
        if let Some(after) = rest.strip_prefix("<!--") {
            let end = after.find("-->").ok_or("unclosed comment")?;
            rest = &after[end + 3..];
        } else if let Some(after) = rest.strip_prefix("</") {
            let end = after.find('>').ok_or("unclosed end tag")?;
            let name = after[..end].trim_end();
            let element = stack.pop().unwrap();
            if stack.is_empty() || element.name != name {
                return Err(format!("</{}> closes <{}>", name, element.name));
            }
            stack.last_mut().unwrap().children.push(element);
            rest = &after[end + 1..];
        } else {
            let (element, self_closing, after) = start_tag(&rest[1..])?;
            rest = after;
            if self_closing {
                stack.last_mut().unwrap().children.push(element);
            } else {
                stack.push(element);
            }
        }
    }
    if stack.len() != 1 {
        return Err(format!("<{}> is never closed", stack.last().unwrap().name));
    }
    let mut document = stack.pop().unwrap();
    if document.children.len() != 1 {
        return Err(format!("{} root elements", document.children.len()));
    }
    Ok(document.children.pop().unwrap())
}

/// A start tag after its `<`: the element, whether it closes itself, and
/// what follows the tag.
fn start_tag(text: &str) -> Result<(Element, bool, &str), String> {
    let (name, mut rest) = take_name(text)?;
    let mut element = Element {
        name,
        ..Element::default()
    };
    loop {
        let trimmed = rest.trim_start();
        let spaced = trimmed.len() < rest.len();
        rest = trimmed;
        if let Some(after) = rest.strip_prefix("/>") {
            return Ok((element, true, after));
        }
        if let Some(after) = rest.strip_prefix('>') {
            return Ok((element, false, after));
        }
        if !spaced {
            return Err(format!(
                "<{}>: attributes need a space before them",
                element.name
            ));
        }
        let (attribute, after) = take_name(rest)?;
        let after = after
            .trim_start()
            .strip_prefix('=')
            .ok_or_else(|| format!("<{}>: `{}` has no value", element.name, attribute))?
            .trim_start();
        let quote = after
            .chars()
            .next()
            .filter(|&q| q == '"' || q == '\'')
            .ok_or_else(|| format!("<{}>: `{}` is not quoted", element.name, attribute))?;
        let end = after[1..]
            .find(quote)
            .ok_or_else(|| format!("<{}>: `{}` is never closed", element.name, attribute))?;
        let raw = &after[1..1 + end];
        if raw.contains('<') {
            return Err(format!("<{}>: `<` in `{}`", element.name, attribute));
        }
        if element.attribute(&attribute).is_some() {
            return Err(format!("<{}>: `{}` twice", element.name, attribute));
        }
        element.attributes.push((attribute, decode(raw)?));
        rest = &after[end + 2..];
    }
}

fn take_name(text: &str) -> Result<(String, &str), String> {
    let end = text
        .find(|c: char| !(c.is_ascii_alphanumeric() || "_:.-".contains(c)))
        .unwrap_or(text.len());
    let name = &text[..end];
    match name.chars().next() {
        Some(c) if c.is_ascii_alphabetic() || c == '_' || c == ':' => {
            Ok((name.to_string(), &text[end..]))
        }
        _ => Err(format!("not a name: {:?}", &text[..text.len().min(20)])),
    }
}

/// Text with its entities decoded; a bare `&`, `<` or `>` is an error (`>`
/// is legal XML, but the charts escape it, and a bare one would hint at a
/// tag written into text).
fn decode(text: &str) -> Result<String, String> {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(['&', '<', '>']) {
        out.push_str(&rest[..at]);
        if !rest[at..].starts_with('&') {
            return Err(format!("bare `{}` in {:?}", &rest[at..at + 1], text));
        }
        let end = rest[at..]
            .find(';')
            .ok_or_else(|| format!("bare `&` in {:?}", text))?;
        let entity = &rest[at + 1..at + end];
        let decoded = match entity {
            "amp" => '&',
            "lt" => '<',
            "gt" => '>',
            "quot" => '"',
            "apos" => '\'',
            _ => {
                let code = if let Some(hex) = entity.strip_prefix("#x") {
                    u32::from_str_radix(hex, 16).ok()
                } else if let Some(decimal) = entity.strip_prefix('#') {
                    decimal.parse().ok()
                } else {
                    None
                };
                code.and_then(char::from_u32)
                    .ok_or_else(|| format!("unknown entity &{};", entity))?
            }
        };
        out.push(decoded);
        rest = &rest[at + end + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

#[test]
fn the_xml_reader_refuses_what_is_not_well_formed() {
    let good =
        "<?xml version=\"1.0\"?>\n<a x=\"1\" y='&lt;2&gt;'><b/><!-- c --><c>&amp; 中文</c></a>\n";
    let root = parse_xml(good).unwrap();
    assert_eq!(root.attribute("y"), Some("<2>"));
    assert_eq!(root.all("c")[0].text, "& 中文");
    for bad in [
        "<a><b></a></b>",
        "<a><b></a>",
        "<a>",
        "<a x=1></a>",
        "<a x=\"1></a>",
        "<a x=\"1\"x=\"2\"></a>",
        "<a x=\"1\" x=\"2\"></a>",
        "<a x=\"<\"></a>",
        "<a>AT&T</a>",
        "<a>1 < 2</a>",
        "<a>&bogus;</a>",
        "<a></a><b></b>",
        "text<a></a>",
        "<1a></1a>",
    ] {
        assert!(parse_xml(bad).is_err(), "accepted {:?}", bad);
    }
}
