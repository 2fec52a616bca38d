//! The lab protocol's framing of several texts as one.

use judging::lab::{frame, unframe};

#[test]
fn framed_texts_come_back_whole() {
    let texts = vec!["".to_string(), "3\n12\n\n".to_string(), "é x".to_string()];
    assert_eq!(unframe(&frame(&texts)), Ok(texts));
    assert_eq!(unframe(""), Ok(vec![]));
    assert!(unframe("5\nabc").is_err());
    assert!(unframe("x\nabc").is_err());
}
