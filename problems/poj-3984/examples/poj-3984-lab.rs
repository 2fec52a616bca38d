//! The lab as a program, for the command line (`judging::lab`'s protocol).
fn main() {
    judging::lab::main(&poj_3984::lab::LAB)
}
