//! The collection found by convention: problems, versions, samples.

use judging::workspace::{bench_cases, problems, root, samples, Problem};
use std::fs;
use std::time::Duration;

#[test]
fn every_problem_has_samples_and_versions() {
    let root = root();
    let problems = problems(&root).unwrap();
    assert!(problems.len() >= 7, "{:?}", problems);
    for problem in &problems {
        assert!(
            !samples(&root, &problem.id).unwrap().is_empty(),
            "{} has no samples",
            problem.id
        );
        bench_cases(problem).unwrap();
        let versions = problem.versions().unwrap();
        assert_eq!(versions[0].binary, problem.id);
        assert!(versions.iter().all(|v| v.source.is_file()));
    }
}

#[test]
fn versions_are_main_then_the_files_of_src_bin() {
    let dir = std::env::temp_dir().join(format!("versions-{}", std::process::id()));
    fs::create_dir_all(dir.join("src/bin")).unwrap();
    fs::write(dir.join("src/main.rs"), "fn main() {}\n").unwrap();
    fs::write(dir.join("src/bin/demo-contest.rs"), "fn main() {}\n").unwrap();
    fs::write(dir.join("src/bin/notes.txt"), "not a solution\n").unwrap();
    let problem = Problem {
        id: "demo".to_string(),
        dir: dir.clone(),
        time_limit: Duration::from_secs(1),
        memory_limit_kib: 1024,
        checker: "exact".to_string(),
    };
    let versions = problem.versions().unwrap();
    let names: Vec<(String, String)> = versions
        .iter()
        .map(|v| (v.binary.clone(), v.label(&problem)))
        .collect();
    assert_eq!(
        names,
        [
            ("demo".to_string(), "main".to_string()),
            ("demo-contest".to_string(), "contest".to_string())
        ]
    );
    fs::remove_dir_all(&dir).unwrap();
}

/// A scratch collection holding one problem `x` with `manifest`.
fn load(manifest: &str) -> Result<Problem, String> {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let next = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let root = std::env::temp_dir().join(format!("judge-settings-{}-{}", std::process::id(), next));
    let _ = fs::remove_dir_all(&root);
    fs::create_dir_all(root.join("problems/x")).unwrap();
    fs::write(root.join("problems/x/Cargo.toml"), manifest).unwrap();
    let loaded = problems(&root).map(|mut all| all.remove(0));
    fs::remove_dir_all(&root).unwrap();
    loaded
}

#[test]
fn judge_settings_are_read_from_their_table_only() {
    let manifest = "[package]\nname = \"x\"\nchecker = \"no\"\n\n[package.metadata.judge]\n\
                    # the judge's own\ntime-limit-ms = 2000  # as POJ\nchecker = \"lab\" # ok\n\
                    [lints]\nmemory-limit-mb = 1\n";
    let problem = load(manifest).unwrap();
    assert_eq!(problem.id, "x");
    assert_eq!(problem.time_limit, Duration::from_millis(2000));
    assert_eq!(
        (problem.memory_limit_kib, problem.checker.as_str()),
        (64 * 1024, "lab")
    );
}

#[test]
fn an_unknown_judge_key_is_refused_not_ignored() {
    let why = load("[package.metadata.judge]\ntime-limit = 5000\n").unwrap_err();
    assert!(why.contains("no key `time-limit`"), "{}", why);
    assert!(load("[package.metadata.judge]\nchecker\n").is_err());
    let why = load("[package.metadata.judge]\nchecker = \"diff\"\n").unwrap_err();
    assert!(
        why.contains("the checker is \"exact\" or \"lab\""),
        "{}",
        why
    );
}
