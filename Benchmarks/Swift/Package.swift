// swift-tools-version: 6.1
import PackageDescription

// The benchmark executables live in their own package so that building them in
// release mode (and their flags) never touches the main package's debug build
// and test cycle; they depend on Darkroom by path, like any user would.
let package = Package(
    name: "DarkroomBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "Darkroom", path: "../..", traits: [])],
    targets: [
        .executableTarget(
            name: "darkroom-bench",
            dependencies: [.product(name: "Darkroom", package: "Darkroom")],
            path: "Sources/darkroom-bench",
        ),
    ]
)
