//! The lab as a program, for the command line (`judging::lab`'s protocol).
fn main() {
    judging::lab::main(&acwing_190::lab::LAB)
}
