//! The local tooling behind the cargo aliases in `.cargo/config.toml`:
//! `samples`, `stress`, `trace`, `charts`, `standalone`, `msrv`,
//! `snippets`, `budgets` and `new` (each module says what its command does;
//! each command takes `--help` or problem ids). They work on the collection
//! this program was built from, or on the copy named by `SCRIPTS_ROOT`.
//!
//! Exit status of the checks (`samples`, `stress`, `budgets`, `standalone`,
//! `msrv`): 0 all is well, 1 a fault was found (a sample failed, the
//! programs disagreed, a version missed its limits), 2 the tool or the
//! collection failed (misuse, a failed build, the collection's own
//! solution failing). The other commands exit 1 on any error.

use scripts::{budgets, chart, msrv, samples, scaffold, snippets, standalone, stress};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (command, rest) = match args.split_first() {
        Some((c, rest)) => (c.as_str(), rest),
        None => ("help", &[][..]),
    };
    let root = std::env::var_os("SCRIPTS_ROOT")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(judging::workspace::root);
    let outcome = match command {
        "samples" => samples::command(&root, rest),
        "stress" => stress::command(&root, rest),
        "trace" => chart::trace_command(&root, rest),
        "charts" => chart::charts_command(&root, rest),
        "standalone" => standalone::command(&root, rest),
        "msrv" => msrv::command(&root, rest),
        "snippets" => snippets::command(&root, rest),
        "budgets" | "bench" => budgets::command(&root, rest),
        "new" => scaffold::new_problem(&root, rest),
        _ => {
            eprintln!(
                "usage: scripts samples|stress|trace|charts|standalone|msrv|snippets|budgets|new \
                 (each takes --help or ID...)"
            );
            Err(String::new())
        }
    };
    match outcome {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(message) => {
            if !message.is_empty() {
                eprintln!("error: {}", message);
            }
            let check = matches!(
                command,
                "samples" | "stress" | "budgets" | "bench" | "standalone" | "msrv"
            );
            ExitCode::from(if check { 2 } else { 1 })
        }
    }
}
