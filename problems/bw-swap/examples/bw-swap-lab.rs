//! The lab as a program, for the command line (`judging::lab`'s protocol).
fn main() {
    judging::lab::main(&bw_swap::lab::LAB)
}
