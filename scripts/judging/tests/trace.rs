//! A search recorded layer by layer (`judging::trace`): the recorder's
//! layers, a cap, a trace's text both ways, and the pictures of the
//! figures followed step by step.

use judging::trace::{counted, graph_of, Layer, Recorder, Search, Side, Steps, Trace};
use std::cell::Cell;

#[test]
fn a_recorded_search_has_its_roots_its_layers_and_its_partial_layer() {
    // The number line from 0 to 6 (see template::observe's example):
    // backward grows once (5, 7), forward five layers and part of a
    // sixth, up to 5 where the sides meet.
    let generated = Cell::new(0);
    let step = |&n: &i32| vec![n - 1, n + 1];
    let (forward, backward) = (counted(&generated, step), counted(&generated, step));
    let mut recorder = Recorder::two_way(1, 1, &generated);
    let found = template::bibfs::distance_with(0, 6, forward, backward, usize::MAX, &mut recorder);
    assert_eq!(found, Some(6));
    assert_eq!(recorder.meeting(found, &0), Some(5));
    assert_eq!(recorder.meeting(Some(0), &0), Some(0));
    assert_eq!(recorder.meeting(None, &0), None);
    let search = recorder.finish("template::bibfs::distance", found);
    let sides: Vec<(Side, usize, usize, bool)> = search
        .layers
        .iter()
        .map(|l| (l.side, l.depth, l.size, l.partial))
        .collect();
    use Side::{Backward as B, Forward as F};
    assert_eq!(
        sides,
        [
            (F, 0, 1, false),
            (B, 0, 1, false),
            (F, 1, 2, false),
            (B, 1, 2, false),
            (F, 2, 2, false),
            (F, 3, 2, false),
            (F, 4, 2, false),
            (F, 5, 2, true),
        ]
    );
    assert_eq!(search.stored(), 1 + 10 + 1 + 2);
    // Two states generated per expanded state.
    assert_eq!(search.generated(), generated.get());
    assert_eq!(search.layers[2].generated, 2);
    assert_eq!(search.deepest(F), 5);
}

#[test]
fn a_cap_stops_the_search_and_says_so() {
    let generated = Cell::new(0);
    let grow = counted(&generated, |&x: &u64| vec![2 * x, 2 * x + 1]);
    let mut recorder = Recorder::one_way(1, &generated).cap(100);
    let found = template::bfs::distance_with(1, |_| false, grow, usize::MAX, &mut recorder);
    let search = recorder.finish("template::bfs::distance", found);
    assert!(search.capped && search.distance.is_none());
    assert_eq!(search.stored(), 100);
    assert!(search.layers.last().unwrap().partial);
}

#[test]
fn a_trace_survives_its_text() {
    let layer = |side, depth, partial| Layer {
        side,
        depth,
        size: 3,
        stored: 7,
        generated: 12,
        partial,
        states: Vec::new(),
    };
    let trace = Trace {
        title: "demo: a -> b".into(),
        one_way: Search {
            method: "template::bfs::distance".into(),
            layers: vec![layer(Side::OneWay, 0, false), layer(Side::OneWay, 1, true)],
            distance: None,
            capped: true,
            reach: Some(239_500_800),
        },
        two_way: Search {
            method: "one side meeting its mirror image".into(),
            layers: vec![Layer {
                states: vec!["P".into(), "Q".into(), "R".into()],
                ..layer(Side::Forward, 2, true)
            }],
            distance: Some(4),
            capped: false,
            reach: None,
        },
        meeting: Some("x y".into()),
        notes: vec!["a note".into(), "another".into()],
    };
    assert_eq!(Trace::from_text(&trace.to_text()), Ok(trace.clone()));
    assert!(Trace::from_text("title t\nlayer up 1 2 3 4 whole\n").is_err());
    assert!(Trace::from_text("title t\n").is_err());
    assert!(Trace::from_text("title t\nstates A B\n").is_err());
    // With a picture and a path; a plain trace reads as steps without.
    let steps = Steps {
        picture: vec!["A-B".into(), "  |".into(), "  C".into()],
        path: Some(vec!["A".into(), "B".into(), "C".into()]),
        trace: trace.clone(),
    };
    assert_eq!(Steps::from_text(&steps.to_text()), Ok(steps));
    let plain = Steps::from_text(&trace.to_text()).unwrap();
    assert_eq!(
        (plain.picture.len(), plain.path, plain.trace),
        (0, None, trace)
    );
}

#[test]
fn a_named_recorder_names_every_layer_the_roots_and_the_partial_one() {
    // The number line again, from 0 to 6: the sides meet at 5.
    let generated = Cell::new(0);
    let step = |&n: &i32| vec![n - 1, n + 1];
    let (forward, backward) = (counted(&generated, step), counted(&generated, step));
    let mut recorder =
        Recorder::two_way(1, 1, &generated).named(|n: &i32| n.to_string(), &[0], &[6]);
    let found = template::bibfs::distance_with(0, 6, forward, backward, usize::MAX, &mut recorder);
    let search = recorder.finish("template::bibfs::distance", found);
    let names: Vec<(Side, usize, String)> = (search.layers.iter())
        .map(|l| (l.side, l.depth, l.states.join(" ")))
        .collect();
    use Side::{Backward as B, Forward as F};
    let expected = [
        (F, 0, "0"),
        (B, 0, "6"),
        (F, 1, "-1 1"),
        (B, 1, "5 7"),
        (F, 2, "-2 2"),
        (F, 3, "-3 3"),
        (F, 4, "-4 4"),
        (F, 5, "-5 5"),
    ];
    let expected: Vec<(Side, usize, String)> = (expected.iter())
        .map(|&(side, depth, names)| (side, depth, names.to_string()))
        .collect();
    assert_eq!(names, expected);
    // An unnamed recorder keeps no names.
    let mut recorder = Recorder::two_way(1, 1, &generated);
    let found = template::bibfs::distance_with(0, 6, step, step, usize::MAX, &mut recorder);
    let search = recorder.finish("template::bibfs::distance", found);
    assert!(search.layers.iter().all(|l| l.states.is_empty()));
}

#[test]
fn a_picture_gives_its_graph_in_reading_order_neighbours_sorted() {
    let picture: Vec<String> = ["A-B---C", "|     |", "D-E F-G", "| | |", "H-I-J-K"]
        .iter()
        .map(|line| line.to_string())
        .collect();
    let graph = graph_of(&picture).unwrap();
    let text: Vec<String> = (graph.iter())
        .map(|(name, next)| format!("{}:{}", name, next.iter().collect::<String>()))
        .collect();
    assert_eq!(
        text.join(" "),
        "A:BD B:AC C:BG D:AEH E:DI F:GJ G:CF H:DI I:EHJ J:FIK K:J"
    );
    // A vertical edge over an empty place.
    let tall = graph_of(&[
        "A".to_string(),
        "|".into(),
        "|".into(),
        "|".into(),
        "B".into(),
    ]);
    assert_eq!(tall, Ok(vec![('A', vec!['B']), ('B', vec!['A'])]));
    for bad in [
        &["A-"][..],
        &["-A"],
        &["A B", "|"],
        &["A-A"],
        &[" A"],
        &["A", "-", "B"],
        &["A+B"],
        &["a-B"],
    ] {
        let bad: Vec<String> = bad.iter().map(|line| line.to_string()).collect();
        assert!(graph_of(&bad).is_err(), "{:?}", bad);
    }
}
