//! The binary as a judge runs it: the samples, any white space between the numbers, and the
//! contract for malformed input (one line on stderr, exit status 1, no panic). (replace: the
//! problem's layouts and malformed inputs; add `env!("CARGO_BIN_EXE_@id@-contest")` to
//! `BINARIES` once there is a contest version.)

use judging::testing::{expect_output, expect_rejected, expect_samples};

const BINARIES: [&str; 1] = [env!("CARGO_BIN_EXE_@id@")];

#[test]
fn every_sample_is_answered_as_written() {
    for binary in BINARIES {
        expect_samples("@id@", binary, @crate@::lab::LAB.check);
    }
}

#[test]
fn any_white_space_separates_the_numbers() {
    for binary in BINARIES {
        for input in ["5 17", "5\n17\n", "\r\n 5\t\r\n17\r\n\r\n"] {
            expect_output(binary, input, "4\n");
        }
    }
}

/// Rejected inputs, and a piece of the error each must give.
const MALFORMED: [(&str, &str); 7] = [
    ("", "the input ends where the start"),
    ("5\n", "the input ends where the goal"),
    ("five 17\n", "found `five`"),
    ("-1 17\n", "found `-1`"),
    ("5 100001\n", "found `100001`"),
    ("5 99999999999999999999\n", "the goal as a number 0-100000"),
    ("5 17 3\n", "goes on after the goal with `3`"),
];

#[test]
fn malformed_inputs_stop_with_one_line() {
    for binary in BINARIES {
        for (input, message) in MALFORMED {
            let run = expect_rejected(binary, input);
            assert_eq!(run.stdout, "", "{:?}", input);
            assert!(
                run.stderr.starts_with("error: ") && run.stderr.contains(message),
                "{:?}: the message should contain {:?}: {}",
                input,
                message,
                run.stderr
            );
        }
    }
}
