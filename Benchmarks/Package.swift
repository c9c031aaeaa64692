// swift-tools-version: 6.1
import PackageDescription

// Darkroom's benchmark programs, one package depending on Darkroom by path as any user would: building them in
// release mode (and their flags) never touches the main package's debug build and test cycle, and CI never
// builds them. A program's runner (`run`) and committed results sit in its folder; Benchmarks/build builds
// them all into one scratch folder. Darkroom comes without the `Previews` trait: no benchmark needs
// swift-syntax.
let package = Package(
    name: "DarkroomBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "Darkroom", path: "..", traits: [])],
    targets: [
        // The workloads Benchmarks/run times against plain C cairo (Benchmarks/C) and Python peers.
        .executableTarget(
            name: "darkroom-bench",
            dependencies: [.product(name: "Darkroom", package: "Darkroom")],
            path: "Swift/Sources/darkroom-bench"
        ),
        // Charts against matplotlib and Vega-Lite (Benchmarks/Charts/run).
        .executableTarget(
            name: "darkroom-bench-charts",
            dependencies: [.product(name: "DarkroomCharts", package: "Darkroom")],
            path: "Charts",
            exclude: ["results.md", "run", "compare.py", "peers.py"]
        ),
        // The legacy snapshot path against ImageRenderer on the same card (docs/legacy.md).
        .executableTarget(
            name: "darkroom-bench-legacy",
            dependencies: [.product(name: "DarkroomCompat", package: "Darkroom")],
            path: "Legacy"
        ),
        // Resident memory over thousands of renders per output path (Benchmarks/Memory/run,
        // docs/hostile-input.md).
        .executableTarget(
            name: "darkroom-memory",
            dependencies: [.product(name: "DarkroomCompat", package: "Darkroom")],
            path: "Memory",
            exclude: ["run", "results.md", "fontconfig.supp"]
        ),
        // One snapshot assertion against plain C cairo drawing the same screen (Benchmarks/Snapshot/run).
        .executableTarget(
            name: "darkroom-bench-snapshot",
            dependencies: [.product(name: "DarkroomSnapshotTesting", package: "Darkroom")],
            path: "Snapshot",
            exclude: ["run", "results.md"]
        ),
        // cairo's own PNG writer, a peer of the PNG benchmark (Darkroom's CCairo is not a product).
        .systemLibrary(name: "CBenchCairo", path: "PNG/CBenchCairo", pkgConfig: "cairo"),
        // PNG encoders on the same pixels, size and time (docs/performance.md). It reads the encoder's row
        // helpers through the engine SPI; its images are darkroom-bench's (Sources/Workloads.swift links there).
        .executableTarget(
            name: "darkroom-bench-png",
            dependencies: [.product(name: "Darkroom", package: "Darkroom"), "CBenchCairo"],
            path: "PNG/Sources"
        ),
    ]
)
