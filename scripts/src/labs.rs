//! The command line's end of the lab protocol (`judging::lab`): a lab is a
//! program, `examples/<package>-lab.rs` of a problem crate (or of the
//! template), built by cargo and asked one question per run.

use crate::args::at;
use judging::lab::unframe;
use judging::trace::{Steps, Trace};
use judging::workspace::problems;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A built lab program, its crate's package name and folder.
pub struct LabProgram {
    pub package: String,
    pub dir: PathBuf,
    pub path: PathBuf,
}

/// What a lab draws: its chapter's chart input, its figures' names (each
/// a chart), and the names of its searches drawn step by step.
#[derive(Default)]
pub struct About {
    pub chart_input: Option<String>,
    pub figures: Vec<String>,
    pub steps: Vec<String>,
}

/// Builds the labs of the crates in `dirs` (one cargo call, dev profile).
pub fn build(root: &Path, dirs: &[PathBuf]) -> Result<Vec<LabProgram>, String> {
    let packages: Vec<String> = dirs.iter().map(|dir| package_of(dir)).collect();
    let mut args = Vec::new();
    for package in &packages {
        args.extend(["-p".to_string(), package.clone()]);
        args.extend(["--example".to_string(), format!("{package}-lab")]);
    }
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let built = crate::cargo::build(root, &args)?;
    let lab = |(package, dir): (String, &PathBuf)| {
        let path = crate::cargo::program(&built, &format!("{package}-lab"))?;
        Ok(LabProgram {
            path,
            dir: dir.clone(),
            package,
        })
    };
    packages.into_iter().zip(dirs).map(lab).collect()
}

/// The lab of problem `id`, built.
pub fn of_problem(root: &Path, id: &str) -> Result<LabProgram, String> {
    Ok(build(root, &[root.join("problems").join(id)])?.remove(0))
}

/// Every crate with a lab: the template, then each problem.
pub fn dirs(root: &Path) -> Result<Vec<PathBuf>, String> {
    let mut dirs = vec![root.join("template")];
    dirs.extend(problems(root)?.into_iter().map(|problem| problem.dir));
    let lab = |dir: &PathBuf| dir.join(format!("examples/{}-lab.rs", package_of(dir)));
    Ok(dirs.into_iter().filter(|dir| lab(dir).is_file()).collect())
}

fn package_of(dir: &Path) -> String {
    let name = dir.file_name().and_then(|name| name.to_str());
    name.unwrap_or_default().to_string()
}

impl LabProgram {
    /// Runs the lab with `args`, feeding it `input`: whether it accepted
    /// (exit status 0, else 1) and its standard output.
    fn ask(&self, args: &[&str], input: &str) -> Result<(bool, String), String> {
        let mut child = Command::new(&self.path)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot run {}: {e}", self.path.display()))?;
        let (mut stdin, input) = (child.stdin.take().expect("piped"), input.to_string());
        let feeder = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
        let output = child.wait_with_output();
        let output = output.map_err(|e| format!("{} lab: {e}", self.package))?;
        let _ = feeder.join();
        let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
        let (package, status, asked) = (&self.package, output.status, args[0]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        match status.code() {
            Some(0 | 1) => Ok((status.success(), stdout)),
            _ => Err(format!(
                "the {package} lab failed ({asked} {status}): {}",
                stderr.trim()
            )),
        }
    }

    fn answer(&self, args: &[&str], input: &str) -> Result<String, String> {
        match self.ask(args, input)? {
            (true, text) => Ok(text),
            (false, text) => Err(format!("the {} lab refused: {}", self.package, text.trim())),
        }
    }

    /// A random input of `size` (0 to 100) from the generator seeded `seed`.
    pub fn generate(&self, seed: u64, size: u32) -> Result<String, String> {
        self.answer(&["generate", &seed.to_string(), &size.to_string()], "")
    }

    /// Smaller inputs to try in place of a failing `input`.
    pub fn shrink(&self, input: &str) -> Result<Vec<String>, String> {
        unframe(&self.answer(&["shrink"], input)?)
    }

    /// Case `case` (from 1) of `input`, traced.
    pub fn trace(&self, input: &str, case: usize) -> Result<Trace, String> {
        Trace::from_text(&self.answer(&["trace", &case.to_string()], input)?)
    }

    /// The figure `name`, traced (a figure drawn step by step too).
    pub fn figure(&self, name: &str) -> Result<Trace, String> {
        self.steps(name).map(|steps| steps.trace)
    }

    /// The figure `name` with its picture and path: a search drawn step by
    /// step (a chart's figure has neither).
    pub fn steps(&self, name: &str) -> Result<Steps, String> {
        Steps::from_text(&self.answer(&["figure", name], "")?)
    }

    pub fn about(&self) -> Result<About, String> {
        let mut about = About::default();
        for line in self.answer(&["about"], "")?.lines() {
            match line.split_once(' ') {
                Some(("chart", input)) => about.chart_input = Some(input.to_string()),
                Some(("figure", name)) => about.figures.push(name.to_string()),
                Some(("steps", name)) => about.steps.push(name.to_string()),
                _ => return Err(format!("the {} lab says `{line}`", self.package)),
            }
        }
        Ok(about)
    }

    /// The lab's checker on one answer (`compare::Checker`'s meaning).
    pub fn check(&self, input: &str, expected: &str, received: &str) -> judging::compare::Checked {
        let scratch = Scratch::new()?;
        let mut paths = Vec::new();
        let names = ["input", "expected", "received"];
        for (name, text) in names.into_iter().zip([input, expected, received]) {
            let path = scratch.0.join(name);
            std::fs::write(&path, text).map_err(at(&path))?;
            paths.push(path.to_string_lossy().into_owned());
        }
        let (accepted, said) = self.ask(&["check", &paths[0], &paths[1], &paths[2]], "")?;
        let said = said.trim().to_string();
        match accepted {
            true => Ok(Some(said).filter(|said| !said.is_empty())),
            false => Err(said),
        }
    }
}

/// A fresh folder under the system's temporary one, removed when dropped.
#[derive(Debug)]
pub struct Scratch(pub PathBuf);

impl Scratch {
    pub fn new() -> Result<Scratch, String> {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let (id, next) = (std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed));
        let dir = std::env::temp_dir().join(format!("scripts-{id}-{next}"));
        std::fs::create_dir_all(&dir).map_err(at(&dir))?;
        Ok(Scratch(dir))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
