//! Scratch collections: a workspace in a temporary folder with a problem or
//! two of a few lines each, for the tests that need the command line to
//! build, judge or time something other than the real collection
//! (`SCRIPTS_ROOT` points the `scripts` binary at one).

use std::path::PathBuf;
use std::process::Command;

/// A scratch collection, removed when dropped.
pub struct Scratch {
    pub root: PathBuf,
}

/// `fn clock()` and a loop that spends `ms` of processor time: what the
/// scratch solutions use to be slow on purpose, whatever the machine.
#[cfg(unix)]
pub const SPEND: &str = r#"
extern "C" {
    fn clock() -> std::os::raw::c_long;
}

/// Spends `ms` milliseconds of processor time (`clock` counts in
/// microseconds on Linux and macOS).
fn spend(ms: i64) {
    let start = unsafe { clock() } as i64;
    while (unsafe { clock() } as i64) - start < ms * 1000 {}
}
"#;

/// A solution that copies its input, after spending the milliseconds of
/// processor time that the environment variable `variable` asks for, or
/// exiting with status 3 where it says `crash`.
#[cfg(unix)]
pub fn copier(variable: &str) -> String {
    format!("{}{}", SPEND, COPIER.replace("VARIABLE", variable))
}

#[cfg(unix)]
const COPIER: &str = r#"
fn main() {
    use std::io::Read;
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    match std::env::var("VARIABLE").unwrap_or_default().as_str() {
        "crash" => std::process::exit(3),
        ms => spend(ms.parse().unwrap_or(0)),
    }
    print!("{}", input);
}
"#;

impl Scratch {
    /// An empty collection: a workspace of `problems/*`.
    pub fn new(tag: &str) -> Scratch {
        let root = std::env::temp_dir().join(format!("scratch-{}-{}", tag, std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let scratch = Scratch { root };
        scratch.write(
            "Cargo.toml",
            "[workspace]\nresolver = \"2\"\nmembers = [\"problems/*\"]\n",
        );
        scratch
    }

    /// Writes `text` to `path` below the root, making its folders.
    pub fn write(&self, path: &str, text: &str) -> PathBuf {
        let path = self.root.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        path
    }

    /// Problem `id`: its manifest with `time-limit-ms`, and `main.rs`.
    pub fn problem(&self, id: &str, time_limit_ms: u64, main: &str) {
        self.write(
            &format!("problems/{}/Cargo.toml", id),
            &format!(
                "[package]\nname = \"{}\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
                 [package.metadata.judge]\ntime-limit-ms = {}\nmemory-limit-mb = 64\n",
                id, time_limit_ms
            ),
        );
        self.write(&format!("problems/{}/src/main.rs", id), main);
    }

    /// Where cargo builds this collection.
    pub fn target(&self) -> PathBuf {
        self.root.join("target")
    }

    /// Runs `scripts ARGS` on this collection with `env` set (cargo builds
    /// into [`Scratch::target`]): exit status, stdout, stderr.
    pub fn scripts(&self, args: &[&str], env: &[(&str, &str)]) -> (Option<i32>, String, String) {
        let output = Command::new(env!("CARGO_BIN_EXE_scripts"))
            .args(args)
            .env("SCRIPTS_ROOT", &self.root)
            .env("CARGO_TARGET_DIR", self.target())
            .envs(env.iter().copied())
            .current_dir(&self.root)
            .output()
            .expect("the scripts binary runs");
        (
            output.status.code(),
            String::from_utf8_lossy(&output.stdout).into_owned(),
            String::from_utf8_lossy(&output.stderr).into_owned(),
        )
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.root);
    }
}

/// The columns of the lines that start with `prefix`, as the character
/// offsets where each word starts.
pub fn columns(stdout: &str, prefix: &str) -> Vec<Vec<usize>> {
    (stdout.lines())
        .filter(|line| line.starts_with(prefix))
        .map(|line| {
            let chars: Vec<char> = line.chars().collect();
            (0..chars.len())
                .filter(|&i| chars[i] != ' ' && (i == 0 || chars[i - 1] == ' '))
                .collect()
        })
        .collect()
}
