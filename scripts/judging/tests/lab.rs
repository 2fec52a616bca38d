//! The lab protocol's framing and the labs' shared helpers (`judging::lab`).

use judging::lab::{frame, nth_case, odd_layout, shrink_cases, unframe};
use judging::testing::Rng;

#[test]
fn a_case_is_counted_from_one() {
    assert_eq!(nth_case(vec!['a', 'b'], 2), Ok('b'));
    for case in [0, 3] {
        assert_eq!(
            nth_case(vec!['a', 'b'], case),
            Err(format!("no case {} (the input has 2)", case))
        );
    }
}

#[test]
fn cases_shrink_alone_then_by_halves() {
    let cases = ["a\n", "b\n", "c\n"];
    assert_eq!(
        shrink_cases(&cases, false),
        ["a\n", "b\n", "c\n", "a\n", "b\nc\n"]
    );
    assert_eq!(shrink_cases(&cases[..2], true), ["1\na\n", "1\nb\n"]);
    assert_eq!(shrink_cases(&cases, true)[4], "2\nb\nc\n");
    assert!(shrink_cases(&cases[..1], true).is_empty());
    assert!(shrink_cases::<&str>(&[], false).is_empty());
}

#[test]
fn odd_layouts_keep_the_tokens_and_come_as_often_as_asked() {
    let text = "1 2\n3 4\n";
    let mut rng = Rng::new(9);
    let mut seen = [0; 3];
    for _ in 0..3000 {
        let laid = odd_layout(&mut rng, text.to_string(), 6);
        let tokens: Vec<&str> = laid.split_ascii_whitespace().collect();
        assert_eq!(tokens, ["1", "2", "3", "4"]);
        match laid.as_str() {
            "1 2 3 4" => seen[0] += 1,
            "1 2\r\n3 4\r\n" => seen[1] += 1,
            _ => seen[2] += 1,
        }
    }
    assert!(
        seen[0] > 400 && seen[1] > 400 && seen[2] > 1800,
        "{:?}",
        seen
    );
}

#[test]
fn framed_texts_come_back_whole() {
    let texts = vec!["".to_string(), "3\n12\n\n".to_string(), "é x".to_string()];
    assert_eq!(unframe(&frame(&texts)), Ok(texts));
    assert_eq!(unframe(""), Ok(vec![]));
    assert!(unframe("5\nabc").is_err());
    assert!(unframe("x\nabc").is_err());
}
