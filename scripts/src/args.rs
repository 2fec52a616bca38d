//! The command line's one argument parser: problem ids, `--name value`
//! options and bare `--flag`s, each command declaring which it takes.

/// Command-line words: the positional ones (problem ids), `--name value`
/// options and bare flags, in the order given.
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
                let value = rest
                    .next()
                    .ok_or_else(|| format!("{} wants a value after it", word))?;
                if words.value(word).is_some() {
                    return Err(format!("{} given twice", word));
                }
                words.options.push((word.clone(), value.clone()));
            } else if flags.contains(&word.as_str()) {
                words.flags.push(word.clone());
            } else if word.starts_with('-') && word.len() > 1 {
                return Err(format!("unknown option {}", word));
            } else {
                words.positional.push(word.clone());
            }
        }
        Ok(words)
    }

    /// The value of option `name`, if given.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.options
            .iter()
            .find(|(option, _)| option == name)
            .map(|(_, value)| value.as_str())
    }

    pub fn has_flag(&self, name: &str) -> bool {
        self.flags.iter().any(|flag| flag == name)
    }

    /// The number given with option `name`, or `default`.
    pub fn number(&self, name: &str, default: u64) -> Result<u64, String> {
        match self.value(name) {
            None => Ok(default),
            Some(text) => text
                .parse()
                .map_err(|_| format!("{} wants a number, not `{}`", name, text)),
        }
    }

    /// The one problem id a command such as `stress` takes.
    pub fn one_id(&self, command: &str) -> Result<String, String> {
        match &self.positional[..] {
            [id] => Ok(id.clone()),
            [] => Err(format!(
                "{} wants a problem id: cargo {} ID ...",
                command, command
            )),
            ids => Err(format!(
                "{} takes exactly one problem id, not {} ({})",
                command,
                ids.len(),
                ids.join(" ")
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Words, String> {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        Words::parse(&args, &["--run", "--cases"], &["--help"])
    }

    #[test]
    fn options_take_the_next_word_whatever_it_is() {
        let parsed = parse(&["hdu-1195", "--run", "--odd name", "--help"]).unwrap();
        assert_eq!(parsed.positional, ["hdu-1195"]);
        assert_eq!(parsed.value("--run"), Some("--odd name"));
        assert!(parsed.has_flag("--help"));
        assert_eq!(parsed.value("--cases"), None);
        assert_eq!(parsed.one_id("stress"), Ok("hdu-1195".to_string()));
    }

    #[test]
    fn misuse_is_refused_in_one_line() {
        for (args, why) in [
            (&["x", "--run"][..], "--run wants a value"),
            (&["x", "--run", "a", "--run", "b"][..], "given twice"),
            (&["x", "--bogus"][..], "unknown option --bogus"),
            (&["x", "-v"][..], "unknown option -v"),
        ] {
            let error = parse(args).unwrap_err();
            assert!(error.contains(why), "{:?}: {}", args, error);
        }
        let two = parse(&["a", "b", "--cases", "x"]).unwrap();
        assert!(two.one_id("stress").unwrap_err().contains("exactly one"));
        assert!(parse(&[])
            .unwrap()
            .one_id("stress")
            .unwrap_err()
            .contains("wants a problem id"));
        assert!(two.number("--cases", 1).unwrap_err().contains("`x`"));
        assert_eq!(parse(&[]).unwrap().number("--cases", 7), Ok(7));
    }
}
