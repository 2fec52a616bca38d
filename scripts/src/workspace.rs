//! Where things are: the problems, their samples, benchmark inputs and
//! judge settings. Everything is found by convention, so that adding a
//! problem or a case means adding files, never editing a list.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The workspace root (this crate lives in `scripts/` below it).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("scripts/ has a parent")
        .to_path_buf()
}

/// A problem crate and the settings in its `[package.metadata.judge]`.
#[derive(Debug, Clone)]
pub struct Problem {
    pub id: String,
    pub dir: PathBuf,
    pub time_limit: Duration,
    pub memory_limit_kib: u64,
    /// A name for [`crate::checkers::by_name`].
    pub checker: String,
}

impl Problem {
    /// The fast solution, `src/main.rs`.
    pub fn solution(&self) -> PathBuf {
        self.dir.join("src").join("main.rs")
    }

    /// Every pasteable solution file of the problem: `src/main.rs` (binary
    /// `<id>`), then each `src/bin/NAME.rs` (binary `NAME`, such as
    /// `<id>-contest`), sorted by name.
    pub fn versions(&self) -> Result<Vec<Version>, String> {
        let mut versions = vec![Version {
            binary: self.id.clone(),
            source: self.solution(),
        }];
        for source in files_ending(&self.dir.join("src").join("bin"), ".rs")? {
            versions.push(Version {
                binary: stem(&source),
                source,
            });
        }
        Ok(versions)
    }
}

/// One solution file and the binary cargo builds from it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Version {
    pub binary: String,
    pub source: PathBuf,
}

impl Version {
    /// What the version is called beside its problem: `main` for
    /// `src/main.rs`, else the binary name without the problem's id
    /// (`contest` for `<id>-contest`).
    pub fn label(&self, problem: &Problem) -> String {
        if self.binary == problem.id {
            "main".to_string()
        } else {
            let prefix = format!("{}-", problem.id);
            self.binary
                .strip_prefix(&prefix)
                .unwrap_or(&self.binary)
                .to_string()
        }
    }
}

/// Every `problems/*/` with a `Cargo.toml`, sorted by id.
pub fn problems(root: &Path) -> Result<Vec<Problem>, String> {
    let folder = root.join("problems");
    let entries = fs::read_dir(&folder).map_err(|e| format!("{}: {}", folder.display(), e))?;
    let mut problems = Vec::new();
    for entry in entries.flatten() {
        let dir = entry.path();
        if dir.join("Cargo.toml").is_file() {
            problems.push(load(&dir)?);
        }
    }
    problems.sort_by(|a, b| a.id.cmp(&b.id));
    Ok(problems)
}

/// The problems named in `ids`, or all of them when `ids` is empty.
pub fn select(root: &Path, ids: &[String]) -> Result<Vec<Problem>, String> {
    let all = problems(root)?;
    if ids.is_empty() {
        return Ok(all);
    }
    ids.iter()
        .map(|id| {
            all.iter().find(|p| &p.id == id).cloned().ok_or_else(|| {
                let known: Vec<&str> = all.iter().map(|p| p.id.as_str()).collect();
                format!("no problem `{}` (known: {})", id, known.join(", "))
            })
        })
        .collect()
}

fn load(dir: &Path) -> Result<Problem, String> {
    let manifest = dir.join("Cargo.toml");
    let text =
        fs::read_to_string(&manifest).map_err(|e| format!("{}: {}", manifest.display(), e))?;
    let id = dir
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default()
        .to_string();
    let setting = |key: &str| judge_setting(&text, key);
    let number = |key: &str, default: u64| -> Result<u64, String> {
        match setting(key) {
            None => Ok(default),
            Some(v) => v
                .parse()
                .map_err(|_| format!("{}: `{}` is not a number", manifest.display(), key)),
        }
    };
    Ok(Problem {
        time_limit: Duration::from_millis(number("time-limit-ms", 1000)?),
        memory_limit_kib: number("memory-limit-mb", 64)? * 1024,
        checker: setting("checker").unwrap_or_else(|| "exact".to_string()),
        dir: dir.to_path_buf(),
        id,
    })
}

/// A `key = value` line of the `[package.metadata.judge]` table; quotes
/// around the value are dropped. (A full TOML parser would be a crate.)
fn judge_setting(manifest: &str, key: &str) -> Option<String> {
    let mut in_table = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_table = line == "[package.metadata.judge]";
        } else if in_table {
            if let Some((k, v)) = line.split_once('=') {
                if k.trim() == key {
                    return Some(v.trim().trim_matches('"').to_string());
                }
            }
        }
    }
    None
}

/// A sample: `samples/<id>/NAME.in` and its `NAME.out`.
#[derive(Debug, Clone)]
pub struct Sample {
    pub name: String,
    pub input: PathBuf,
    pub output: PathBuf,
}

/// The samples of a problem, sorted by name. An `.in` without its `.out` is
/// an error: a case nobody can judge should not pass silently.
pub fn samples(root: &Path, id: &str) -> Result<Vec<Sample>, String> {
    let folder = root.join("samples").join(id);
    let mut samples = Vec::new();
    for input in files_ending(&folder, ".in")? {
        let output = input.with_extension("out");
        if !output.is_file() {
            return Err(format!("{} has no {}", input.display(), output.display()));
        }
        samples.push(Sample {
            name: stem(&input),
            input,
            output,
        });
    }
    Ok(samples)
}

/// A benchmark input and its budget, from `problems/<id>/bench/budgets.txt`.
#[derive(Debug, Clone)]
pub struct BenchCase {
    pub name: String,
    pub input: PathBuf,
    pub time_budget: Duration,
    pub memory_budget_kib: u64,
}

/// The lines `NAME.in TIME_MS MEMORY_MB` of `budgets.txt` (`#` comments).
pub fn bench_cases(problem: &Problem) -> Result<Vec<BenchCase>, String> {
    let folder = problem.dir.join("bench");
    let path = folder.join("budgets.txt");
    if !path.is_file() {
        return Ok(Vec::new());
    }
    let text = fs::read_to_string(&path).map_err(|e| format!("{}: {}", path.display(), e))?;
    let mut cases = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let bad = || {
            format!(
                "{}:{}: expected `NAME.in TIME_MS MEMORY_MB`",
                path.display(),
                number + 1
            )
        };
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [name, ms, mb] = fields[..] else {
            return Err(bad());
        };
        let input = folder.join(name);
        if !input.is_file() {
            return Err(format!(
                "{}:{}: no file {}",
                path.display(),
                number + 1,
                input.display()
            ));
        }
        cases.push(BenchCase {
            name: name.trim_end_matches(".in").to_string(),
            input,
            time_budget: Duration::from_millis(ms.parse().map_err(|_| bad())?),
            memory_budget_kib: mb.parse::<u64>().map_err(|_| bad())? * 1024,
        });
    }
    Ok(cases)
}

fn files_ending(folder: &Path, suffix: &str) -> Result<Vec<PathBuf>, String> {
    if !folder.is_dir() {
        return Ok(Vec::new());
    }
    let entries = fs::read_dir(folder).map_err(|e| format!("{}: {}", folder.display(), e))?;
    let mut files: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_file() && p.to_string_lossy().ends_with(suffix))
        .collect();
    files.sort();
    Ok(files)
}

fn stem(path: &Path) -> String {
    path.file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn judge_settings_are_read_from_their_table_only() {
        let manifest = "[package]\nname = \"x\"\nchecker = \"no\"\n\n[package.metadata.judge]\n\
                        time-limit-ms = 2000\nchecker = \"bw-swap\"\n[lints]\nmemory-limit-mb = 1\n";
        assert_eq!(
            judge_setting(manifest, "time-limit-ms").as_deref(),
            Some("2000")
        );
        assert_eq!(
            judge_setting(manifest, "checker").as_deref(),
            Some("bw-swap")
        );
        assert_eq!(judge_setting(manifest, "memory-limit-mb"), None);
    }

    #[test]
    fn every_problem_has_samples_and_a_known_checker() {
        let root = root();
        let problems = problems(&root).unwrap();
        assert!(problems.len() >= 7, "{:?}", problems);
        for problem in &problems {
            assert!(
                crate::checkers::by_name(&problem.checker).is_some(),
                "{}",
                problem.id
            );
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
}
