// swift-tools-version: 6.1
import PackageDescription

// libFuzzer harnesses for Darkroom (docs/hostile-input.md, "Fuzzing").
//
// A package of its own so that the main package's build and tests never see
// the sanitizer flags. Build it with
//   swift build --package-path Fuzz -Xswiftc -sanitize=fuzzer,address
// One executable holds every harness; `DARKROOM_FUZZ_HARNESS` picks one
// (scripts/fuzz-smoke, Fuzz/run).
let package = Package(
    name: "DarkroomFuzz",
    platforms: [.macOS(.v14)],
    // `Darkroom` is a symbolic link to the repository root: a path dependency takes its
    // identity from the folder's name, and a checkout folder named `fuzz` would
    // otherwise clash with this package.
    dependencies: [.package(path: "Darkroom", traits: [])],
    targets: [
        .executableTarget(
            name: "darkroom-fuzz",
            dependencies: [.product(name: "Darkroom", package: "Darkroom")],
            path: "Sources/darkroom-fuzz",
            // Swift 5 mode: harnesses build views off the main actor's static checks
            // (libFuzzer calls them on the main thread).
            swiftSettings: [.swiftLanguageMode(.v5)],
            // main.swift looks libFuzzer's driver up with dlsym.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic-symbol=LLVMFuzzerRunDriver"])]
        ),
    ]
)
