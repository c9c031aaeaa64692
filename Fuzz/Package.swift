// swift-tools-version: 6.1
import PackageDescription

// libFuzzer harnesses for Darkroom (docs/hostile-input.md, "Fuzzing").
//
// A package of its own so that the main package's build and tests never see
// the sanitizer flags. Built two ways:
//   swift build --package-path Fuzz -Xswiftc -sanitize=fuzzer,address    libFuzzer + ASan (Fuzz/.build)
//   swift build --package-path Fuzz --scratch-path .build                 plain, in the root's build folder
// The plain build compiles only the harnesses (Darkroom's objects are the root build's, same flags) and
// replays inputs without fuzzing: CI's step (scripts/fuzz-replay). The sanitizer build fuzzes
// (scripts/fuzz-smoke, Fuzz/run). One executable holds every harness; `DARKROOM_FUZZ_HARNESS` picks one.
let package = Package(
    name: "DarkroomFuzz",
    platforms: [.macOS(.v14)],
    // The repository root with its default traits, as the root build has it: the same identity (the clone
    // folder's name) and the same flags, so a build in the root's build folder reuses Darkroom's objects.
    // (A clone folder named `fuzz` would clash with this package's own identity.)
    dependencies: [.package(name: "Darkroom", path: "..")],
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
