//! The command line's one argument parser: problem ids, `--name value`
//! options and bare `--flag`s, each command declaring which it takes.

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Words {
    pub positional: Vec<String>,
    pub options: Vec<(String, String)>,
    pub flags: Vec<String>,
}

impl Words {
    /// Splits `args`: each name in `valued` takes the next word as its
    /// value, each name in `flags` stands alone; any other `-word` is an
    /// error, and so is an option given twice or given no value.
    pub fn parse(args: &[String], valued: &[&str], flags: &[&str]) -> Result<Words, String> {
        let mut words = Words::default();
        let mut rest = args.iter();
        while let Some(word) = rest.next() {
            if valued.contains(&word.as_str()) {
                let missing = || format!("{word} wants a value after it");
                let value = rest.next().ok_or_else(missing)?;
                if words.value(word).is_some() {
                    return Err(format!("{word} given twice"));
                }
                words.options.push((word.clone(), value.clone()));
            } else if flags.contains(&word.as_str()) {
                words.flags.push(word.clone());
            } else if word.starts_with('-') && word.len() > 1 {
                return Err(format!("unknown option {word}"));
            } else {
                words.positional.push(word.clone());
            }
        }
        Ok(words)
    }

    pub fn value(&self, name: &str) -> Option<&str> {
        let option = self.options.iter().find(|(option, _)| option == name);
        option.map(|(_, value)| value.as_str())
    }

    pub fn has_flag(&self, name: &str) -> bool {
        self.flags.iter().any(|flag| flag == name)
    }

    /// The number given with option `name`, or `default`.
    pub fn number(&self, name: &str, default: u64) -> Result<u64, String> {
        let number = |text: &str| {
            text.parse()
                .map_err(|_| format!("{name} wants a number, not `{text}`"))
        };
        self.value(name).map_or(Ok(default), number)
    }

    /// The one problem id a command such as `stress` takes.
    pub fn one_id(&self, command: &str) -> Result<String, String> {
        match &self.positional[..] {
            [id] => Ok(id.clone()),
            [] => Err(format!(
                "{command} wants a problem id: cargo {command} ID ..."
            )),
            ids => {
                let (n, ids) = (ids.len(), ids.join(" "));
                Err(format!(
                    "{command} takes exactly one problem id, not {n} ({ids})"
                ))
            }
        }
    }
}

/// An error about `path`, as `PATH: ERROR` (for `map_err`).
pub fn at<E: std::fmt::Display>(path: &std::path::Path) -> impl Fn(E) -> String + '_ {
    move |error| format!("{}: {}", path.display(), error)
}
