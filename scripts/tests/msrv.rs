//! The Rust 1.63 check's pieces that need no compiler: the version it
//! accepts and the library folder it picks.

use scripts::msrv::{multiarch_libraries, says_version, Compiler};
use std::fs;

#[test]
fn only_the_promised_release_passes_the_version_check() {
    assert!(says_version("rustc 1.63.0", "1.63"));
    assert!(says_version("rustc 1.63.1 (abc 2022-08-10)", "1.63"));
    for other in "rustc 1.630.0|rustc 1.64.0|rustc 1.6.3|cargo 1.63.0|".split('|') {
        assert!(!says_version(other, "1.63"), "{}", other);
    }
}

#[test]
fn the_library_folder_is_the_one_holding_the_compiler_driver() {
    let lib = std::env::temp_dir().join(format!("msrv-lib-{}", std::process::id()));
    let arch = lib.join("aarch64-linux-gnu");
    fs::create_dir_all(lib.join("rustlib")).unwrap();
    fs::create_dir_all(&arch).unwrap();
    fs::write(arch.join("libLLVM-14.so.1"), "").unwrap();
    assert!(multiarch_libraries(&lib).is_err());
    fs::write(arch.join("librustc_driver-0123.so"), "").unwrap();
    assert_eq!(multiarch_libraries(&lib).unwrap(), arch);
    // A folder without a compiler is not reused.
    assert!(Compiler::at(&lib).is_err());
    fs::remove_dir_all(&lib).unwrap();
}
