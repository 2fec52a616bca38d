//! Where things are: the problems, samples, benchmark inputs and judge
//! settings, found by convention (adding one means adding files).

use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The workspace root (this crate lives in `scripts/judging/` below it).
pub fn root() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    here.ancestors().nth(2).unwrap_or(here).to_path_buf()
}

/// A problem crate and the settings in its `[package.metadata.judge]`.
#[derive(Debug, Clone)]
pub struct Problem {
    pub id: String,
    pub dir: PathBuf,
    pub time_limit: Duration,
    pub memory_limit_kib: u64,
    /// `exact` (compare the text) or `lab` (its `src/lab.rs`'s checker).
    pub checker: String,
}

impl Problem {
    /// Every pasteable solution file: `src/main.rs` (binary `<id>`), then
    /// each `src/bin/NAME.rs` (binary `NAME`), sorted by name.
    pub fn versions(&self) -> Result<Vec<Version>, String> {
        let others = files_ending(&self.dir.join("src").join("bin"), ".rs")?;
        let main = (self.id.clone(), self.dir.join("src").join("main.rs"));
        let all = std::iter::once(main).chain(others.into_iter().map(|f| (stem(&f), f)));
        let versions = all.map(|(binary, source)| Version { binary, source });
        Ok(versions.collect())
    }
}

/// One solution file and the binary cargo builds from it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Version {
    pub binary: String,
    pub source: PathBuf,
}

impl Version {
    /// `main` for `src/main.rs`, else the binary name without the problem's
    /// id (`contest` for `<id>-contest`).
    pub fn label(&self, problem: &Problem) -> String {
        match self.binary.strip_prefix(&format!("{}-", problem.id)) {
            _ if self.binary == problem.id => "main".to_string(),
            label => label.unwrap_or(&self.binary).to_string(),
        }
    }
}

/// Every `problems/*/` with a `Cargo.toml`, sorted by id.
pub fn problems(root: &Path) -> Result<Vec<Problem>, String> {
    let dirs = entries(&root.join("problems"))?.into_iter();
    let crates = dirs.filter(|dir| dir.join("Cargo.toml").is_file());
    let mut problems: Vec<Problem> = crates.map(|dir| load(&dir)).collect::<Result<_, _>>()?;
    problems.sort_by(|a, b| a.id.cmp(&b.id));
    Ok(problems)
}

/// The problems named in `ids`, or all of them when `ids` is empty.
pub fn select(root: &Path, ids: &[String]) -> Result<Vec<Problem>, String> {
    let all = problems(root)?;
    if ids.is_empty() {
        return Ok(all);
    }
    let known: Vec<&str> = all.iter().map(|p| p.id.as_str()).collect();
    let missing = |id| format!("no problem `{}` (known: {})", id, known.join(", "));
    let find = |id: &String| all.iter().find(|p| &p.id == id).cloned();
    let found = ids.iter().map(|id| find(id).ok_or_else(|| missing(id)));
    found.collect()
}

fn load(dir: &Path) -> Result<Problem, String> {
    let manifest = dir.join("Cargo.toml");
    let at = |why: String| format!("{}: {}", manifest.display(), why);
    let text = fs::read_to_string(&manifest).map_err(|e| at(e.to_string()))?;
    let settings = judge_settings(&text).map_err(at)?;
    let setting = |key: &str| settings.iter().find(|(k, _)| k == key).map(|(_, v)| v);
    let not_a_number = |key: &str, v: &String| at(format!("{} = {} is not a number", key, v));
    let number = |key: &str, default: u64| match setting(key) {
        None => Ok(default),
        Some(v) => v.parse().map_err(|_| not_a_number(key, v)),
    };
    let checker = setting("checker").map_or("exact".into(), String::clone);
    if checker != "exact" && checker != "lab" {
        let only = "the checker is \"exact\" or \"lab\" (src/lab.rs's)";
        return Err(at(format!("checker = \"{}\": {}", checker, only)));
    }
    Ok(Problem {
        time_limit: Duration::from_millis(number("time-limit-ms", 1000)?),
        memory_limit_kib: number("memory-limit-mb", 64)? * 1024,
        checker,
        dir: dir.to_path_buf(),
        id: stem(dir),
    })
}

/// The keys a `[package.metadata.judge]` table may hold.
const JUDGE_KEYS: [&str; 3] = ["time-limit-ms", "memory-limit-mb", "checker"];

/// The `key = value` lines of `[package.metadata.judge]`, quotes and
/// comments dropped; an unknown key (a slip) is an error.
fn judge_settings(manifest: &str) -> Result<Vec<(String, String)>, String> {
    let mut in_table = false;
    let mut settings = Vec::new();
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_table = line == "[package.metadata.judge]";
        } else if in_table && !line.is_empty() && !line.starts_with('#') {
            let (key, value) = line.split_once('=').ok_or_else(|| {
                format!("`{}` in [package.metadata.judge] is not key = value", line)
            })?;
            let key = key.trim();
            if !JUDGE_KEYS.contains(&key) {
                let known = JUDGE_KEYS.join(", ");
                let table = "[package.metadata.judge]";
                return Err(format!("{table} has no key `{key}` (known: {known})"));
            }
            let value = value.trim();
            let value = match value.strip_prefix('"') {
                Some(quoted) => quoted.split('"').next().unwrap_or(""),
                None => value.split('#').next().unwrap_or("").trim(),
            };
            settings.push((key.to_string(), value.to_string()));
        }
    }
    Ok(settings)
}

/// A sample: `samples/<id>/NAME.in` and its `NAME.out`.
#[derive(Debug, Clone)]
pub struct Sample {
    pub name: String,
    pub input: PathBuf,
    pub output: PathBuf,
}

/// The samples of a problem, sorted by name; an `.in` without its `.out`,
/// or the reverse, is an error.
pub fn samples(root: &Path, id: &str) -> Result<Vec<Sample>, String> {
    let folder = root.join("samples").join(id);
    for (from, to) in [("out", "in"), ("in", "out")] {
        for file in files_ending(&folder, &format!(".{}", from))? {
            let other = file.with_extension(to);
            if !other.is_file() {
                return Err(format!("{} has no {}", file.display(), other.display()));
            }
        }
    }
    let sample = |input: PathBuf| Sample {
        name: stem(&input),
        output: input.with_extension("out"),
        input,
    };
    let inputs = files_ending(&folder, ".in")?;
    Ok(inputs.into_iter().map(sample).collect())
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
        let at = |why: String| format!("{}:{}: {}", path.display(), number + 1, why);
        let bad = || at("expected `NAME.in TIME_MS MEMORY_MB`".to_string());
        let fields: Vec<&str> = line.split_whitespace().collect();
        let (name, ms, mb) = match fields[..] {
            [name, ms, mb] => (name, ms, mb),
            _ => return Err(bad()),
        };
        let input = folder.join(name);
        if !input.is_file() {
            return Err(at(format!("no file {}", input.display())));
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

/// The paths in `folder`, sorted.
pub fn entries(folder: &Path) -> Result<Vec<PathBuf>, String> {
    let entries = fs::read_dir(folder).map_err(|e| format!("{}: {}", folder.display(), e))?;
    let mut paths: Vec<PathBuf> = entries.flatten().map(|entry| entry.path()).collect();
    paths.sort();
    Ok(paths)
}

/// The files in `folder` whose names end with `suffix`; none when there is
/// no such folder.
fn files_ending(folder: &Path, suffix: &str) -> Result<Vec<PathBuf>, String> {
    if !folder.is_dir() {
        return Ok(Vec::new());
    }
    let wanted = |p: &PathBuf| p.is_file() && p.to_string_lossy().ends_with(suffix);
    Ok(entries(folder)?.into_iter().filter(wanted).collect())
}

fn stem(path: &Path) -> String {
    let stem = path.file_stem().and_then(|s| s.to_str());
    stem.unwrap_or_default().to_string()
}
