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
