//! Both versions as a judge runs them: the samples, the layouts a judge may
//! send, and malformed inputs (one error line, exit 1, the answers of the
//! complete cases before it still printed).

use judging::exec;
use judging::testing::{expect_output, expect_rejected, expect_samples, TEST_BOUND};
use std::path::Path;

const BINARIES: [&str; 2] = [
    env!("CARGO_BIN_EXE_hdu-1195"),
    env!("CARGO_BIN_EXE_hdu-1195-contest"),
];

#[test]
fn every_sample_is_answered_as_written() {
    for binary in BINARIES {
        expect_samples("hdu-1195", binary, hdu_1195::lab::LAB.check);
    }
}

#[test]
fn any_white_space_separates_the_tokens() {
    let layouts = [
        "2\n1234\n2144\n\n1111\n9999\n",
        "2 1234 2144 1111 9999",
        "2\r\n1234\r\n2144\r\n\r\n1111\r\n9999\r\n",
        "\n\n  2\t1234\n\n\n2144   1111\r\n9999\r\n\r\n\r\n",
        "2\n1234\n2144\n\n1111\n9999",
    ];
    for binary in BINARIES {
        for input in layouts {
            let out = expect_output(binary, input, "2\n4\n");
            assert!(out.ends_with('\n') && !out.contains('\r'));
        }
    }
}

#[test]
fn no_cases_print_nothing() {
    for binary in BINARIES {
        assert_eq!(expect_output(binary, "0\n", ""), "");
    }
}

/// Rejected inputs: the input, the answers printed before the error, and a
/// piece of the error message.
const MALFORMED: [(&str, &str, &str); 18] = [
    ("", "", "number of cases"),
    ("  \r\n\n", "", "number of cases"),
    ("two\n1234 2144\n", "", "`two`"),
    ("-1\n1234 2144\n", "", "`-1`"),
    ("2.5\n1234 2144\n", "", "`2.5`"),
    ("99999999999999999999\n1234 2144\n", "", "number of cases"),
    (
        "1\n1234\n",
        "",
        "case 1: the input ends where the password as four digits 1-9",
    ),
    (
        "2\n1234\n2144\n\n1111\n",
        "2\n",
        "case 2: the input ends where the password",
    ),
    (
        "3\n1234 2144\n1111 9999\n",
        "2\n4\n",
        "case 3: the input ends where the lock",
    ),
    (
        "2\n1234 2144\n1011 9999\n",
        "2\n",
        "case 2: expected the lock as four digits 1-9, found `1011`",
    ),
    (
        "1\n1234 2140\n",
        "",
        "case 1: expected the password as four digits 1-9, found `2140`",
    ),
    ("1\n123 1234\n", "", "found `123`"),
    ("1\n1234 12345\n", "", "found `12345`"),
    ("1\n12a4 1234\n", "", "found `12a4`"),
    ("1\n+123 1234\n", "", "found `+123`"),
    ("1\n１２３４ 1234\n", "", "found `１２３４`"),
    (
        "1\n1234 2144\n1111\n",
        "2\n",
        "goes on after them with `1111`",
    ),
    ("0\n1234 2144\n", "", "announces 0 cases"),
];

#[test]
fn malformed_inputs_stop_with_one_line_after_the_answers_owed() {
    for binary in BINARIES {
        for (input, owed, message) in MALFORMED {
            let run = expect_rejected(binary, input);
            assert_eq!(
                run.stdout, owed,
                "{}: answers printed for {:?}",
                binary, input
            );
            assert!(
                run.stderr.starts_with("error: ") && run.stderr.contains(message),
                "{}: for {:?} the message should contain {:?}: {}",
                binary,
                input,
                message,
                run.stderr
            );
        }
    }
}

#[test]
fn a_huge_case_count_costs_nothing_until_the_cases_run_out() {
    // Nothing is reserved by T: one case is answered, then the input ends.
    let input = format!("{}\n1234 2144\n", u64::MAX);
    for binary in BINARIES {
        let run = expect_rejected(binary, &input);
        assert_eq!(run.stdout, "2\n");
        assert!(
            run.stderr.contains("case 2: the input ends where the lock"),
            "{}",
            run.stderr
        );
        if let Some(peak) = run.peak_kib {
            assert!(peak < 16 * 1024, "{}: peak memory {} KiB", binary, peak);
        }
    }
}

#[test]
fn huge_bad_tokens_are_quoted_short() {
    let long = "7".repeat(1_000_000);
    for binary in BINARIES {
        for input in [
            format!("1\n1234 {}\n", long),
            format!("1\n1234 2144 {}\n", long),
        ] {
            let run = expect_rejected(binary, &input);
            assert!(run.stderr.len() < 200, "{}", run.stderr);
            assert!(run.stderr.contains("7777777777"), "{}", run.stderr);
        }
    }
}

#[test]
fn bytes_that_are_not_text_are_rejected() {
    let input: &[u8] = b"1\n1234 \xff\xfe44\n";
    for binary in BINARIES {
        let run = exec::run(Path::new(binary), &[], input, TEST_BOUND).unwrap();
        assert_eq!(run.code, Some(1));
        assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
        assert!(run.stderr.contains("UTF-8"), "{}", run.stderr);
    }
}

/// Many cases in one input: the judge's layout, every answer on its line.
#[test]
fn a_large_input_is_answered_whole() {
    let mut input = String::from("3000\n");
    let mut expected = String::new();
    for i in 0..3_000 {
        let (lock, password, steps) = match i % 3 {
            0 => ("1234", "2144", "2"),
            1 => ("1111", "5555", "16"),
            _ => ("5274", "5274", "0"),
        };
        input.push_str(&format!("{}\n{}\n\n", lock, password));
        expected.push_str(steps);
        expected.push('\n');
    }
    for binary in BINARIES {
        expect_output(binary, &input, &expected);
    }
}
