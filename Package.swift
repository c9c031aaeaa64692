// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// No module may carry an Apple framework's name, so that users' `#if canImport(SwiftUI)`
// keeps meaning "Apple's framework is here" in every package of a build graph.
// Only the library and its tools are here: the corpora that prove the drop-in (Corpora/)
// and the benchmarks (Benchmarks/; all but the PNG encoders' one, below) are packages of
// their own that depend on this one.
let package = Package(
    name: "Darkroom",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Darkroom", targets: ["Darkroom"]),
        .library(name: "DarkroomCompat", targets: ["DarkroomCompat"]),
        .library(name: "DarkroomCharts", targets: ["DarkroomCharts"]),
        .library(name: "DarkroomSnapshotTesting", targets: ["DarkroomSnapshotTesting"]),
        .executable(name: "darkroom", targets: ["darkroom"]),
    ],
    // `Previews` (on by default) gives DarkroomCompat the `#Preview`, `@Previewable` and `@Entry` macros,
    // which build swift-syntax. A package that needs none of them can depend on Darkroom with
    // `traits: []` and skip that build (Darkroom's own corpora, benchmarks and fuzzers do).
    traits: [
        .trait(name: "Previews", description: "#Preview, @Previewable and @Entry for code importing DarkroomCompat"),
        .default(enabledTraits: ["Previews"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation` for the DocC catalog (scripts/docc).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
        // `darkroom mcp`: the Model Context Protocol server over stdio (and its client, in the session test).
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        // The file descriptors the MCP session test's client reads and writes (the SDK's own dependency).
        .package(url: "https://github.com/apple/swift-system", from: "1.0.0"),
    ],
    targets: [
        // C libraries, found through pkg-config; Debian package names as providers.
        .systemLibrary(
            name: "CCairo",
            path: "Sources/CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev"])]
        ),
        .systemLibrary(
            name: "CGD",
            path: "Sources/CGD",
            // No pkgConfig: SwiftPM would add `-lgd` to everything that depends on
            // CGD, and libgd's codecs cost every process milliseconds at start-up.
            // Darkroom opens libgd on first use (Codecs/LibGD/LibGD.swift); the legacy
            // path links it below.
            providers: [.apt(["libgd-dev"])]
        ),
        // libdeflate: the PNG encoder's deflate (whole-buffer, faster and smaller than zlib) and checksums.
        .systemLibrary(
            name: "CLibDeflate",
            path: "Sources/CLibDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        // libwebp's encoder header, for `WebPEncoder`: no link and no pkgConfig, for the reason CGD has none
        // (Darkroom opens libwebp on first use, Sources/Darkroom/Codecs/LibWebP/LibWebP.swift).
        .systemLibrary(name: "CDarkroomWebP", path: "Sources/CDarkroomWebP", providers: [.apt(["libwebp-dev"])]),
        // What the C library has that Swift's Glibc does not import (a thread's stack bounds), apart from the
        // drawing libraries so that stages above the backend never import them. Not `CSystem`: swift-system (which
        // SwiftNIO and so every Hummingbird or Vapor server brings) has a target of that name, and target names
        // are unique across a build graph.
        .systemLibrary(name: "CDarkroomSystem", path: "Sources/CDarkroomSystem"),
        .target(
            name: "Darkroom",
            dependencies: [
                "CCairo", "CGD", "CDarkroomWebP", "CLibDeflate", "CDarkroomSystem",
                .product(name: "OpenCombine", package: "OpenCombine"),
                // Not OpenCombineFoundation: its URLSession publishers pull
                // FoundationNetworking (libcurl and ~40 libraries, ~9 ms) into every
                // program's start-up. Sources/Darkroom/Combine bridges the rest.
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ],
            path: "Sources/Darkroom",
            // pangoft2 holds the fontconfig side of pango (font file lookup); the
            // pangocairo pkg-config entry does not list it.
            linkerSettings: [.linkedLibrary("pangoft2-1.0"), .linkedLibrary("fontconfig")]
        ),
        .executableTarget(
            name: "darkroom",
            dependencies: [
                "Darkroom", "DarkroomCharts",
                "DarkroomMigration", "DarkroomPreviews",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "MCP", package: "swift-sdk"),
            ],
            path: "Sources/darkroom",
            // `darkroom previews` loads an app's previews as a shared library compiled against this build's
            // modules; exporting the executable's symbols lets that library use the Darkroom linked in here
            // instead of a second copy (Sources/DarkroomPreviews/Build/CompilerFlags.swift).
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
        ),
        // Swift Charts' API drawn with Darkroom's views (never named `Charts`, Apple's framework).
        .target(name: "DarkroomCharts", dependencies: ["Darkroom"], path: "Sources/DarkroomCharts"),
        .testTarget(name: "DarkroomChartsTests", dependencies: ["DarkroomCharts"], path: "Tests/DarkroomChartsTests"),
        // `darkroom adopt` / `darkroom migrate`: source rewriting on swift-syntax (no Darkroom dependency:
        // it reads and writes Swift text only).
        .target(
            name: "DarkroomMigration",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ],
            path: "Sources/DarkroomMigration"
        ),
        // `darkroom previews`: find (swift-syntax), build (a scratch shared library), render (a child process),
        // write (images, manifest.json, index.html) every `#Preview` and `PreviewProvider` of a code base.
        .target(
            name: "DarkroomPreviews",
            dependencies: [
                "DarkroomCompat", "DarkroomMigration", "DarkroomComparison",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ],
            path: "Sources/DarkroomPreviews"
        ),
        .testTarget(
            name: "DarkroomPreviewsTests",
            dependencies: [
                "DarkroomPreviews", "DarkroomComparison",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            path: "Tests/DarkroomPreviewsTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "DarkroomMigrationTests",
            dependencies: ["DarkroomMigration"],
            path: "Tests/DarkroomMigrationTests"
        ),
        // The legacy path: UIKit-style window surface and bitmap contexts on libgd.
        // `#Preview`, `@Previewable` and `@Entry` for app code that imports DarkroomCompat (the drop-in door
        // only: servers importing Darkroom do not build swift-syntax).
        .macro(
            name: "DarkroomCompatMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            path: "Compat/DarkroomCompatMacros"
        ),
        .target(
            name: "DarkroomCompat",
            dependencies: [
                "Darkroom", "DarkroomCharts", "CGD",
                .target(name: "DarkroomCompatMacros", condition: .when(traits: ["Previews"])),
            ],
            path: "Compat/DarkroomCompat",
            linkerSettings: [.linkedLibrary("gd")]
        ),
        .testTarget(
            name: "DarkroomCompatTests",
            dependencies: ["DarkroomCompat", "DarkroomComparison"],
            path: "Tests/DarkroomCompatTests",
            // A public app's catalogs, read through #filePath; its views are compiled (ThirdParty/CSE/SOURCE.md).
            exclude: [
                "Resources/ThirdParty/CSE/Assets.xcassets", "Resources/ThirdParty/CSE/WidgetAssets.xcassets",
                "Resources/ThirdParty/CSE/Localizable.xcstrings", "Resources/ThirdParty/CSE/LICENSE",
                "Resources/ThirdParty/CSE/SOURCE.md",
            ]
        ),
        // A legacy code base's own `snapshot(origin:size:)` keeps compiling beside Darkroom's
        // `snapshot(size:scale:)`: DarkroomCompat declares nothing that collides with it.
        .testTarget(
            name: "LegacyCallSiteTests",
            dependencies: ["DarkroomCompat", "DarkroomComparison"],
            path: "Tests/LegacyCallSiteTests"
        ),
        // Hostile inputs, run in a child process by HostileInputTests (a crash must not take the runner down).
        .executableTarget(
            name: "darkroom-hostile-cases",
            dependencies: ["Darkroom", "DarkroomCompat", "CLibDeflate"],
            path: "Tests/HostileCases"
        ),
        // One comparison of pictures: exact, per-channel, SSIM, ink-IoU, perceptual ΔE94 and the difference
        // image, for every test that compares images and for DarkroomSnapshotTesting. Not a product, and
        // `package`: the library's users are not promised it.
        .target(name: "DarkroomComparison", dependencies: ["Darkroom"], path: "Sources/DarkroomComparison"),
        .testTarget(
            name: "DarkroomComparisonTests",
            dependencies: ["DarkroomComparison"],
            path: "Tests/DarkroomComparisonTests"
        ),
        // swift-snapshot-testing strategies for views on Linux (docs/snapshot-testing.md).
        .target(
            name: "DarkroomSnapshotTesting",
            dependencies: [
                "DarkroomCompat", "DarkroomComparison",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Sources/DarkroomSnapshotTesting"
        ),
        .testTarget(
            name: "DarkroomSnapshotTestingTests",
            dependencies: ["DarkroomSnapshotTesting"],
            path: "Tests/DarkroomSnapshotTestingTests"
        ),
        .testTarget(
            name: "DarkroomTests",
            dependencies: ["Darkroom", "DarkroomComparison"],
            path: "Tests/DarkroomTests",
            // Read through #filePath, not bundled: decoder fixtures, reference images, Apple's renderings.
            exclude: [
                "Backends/Cairo/References", "Codecs/Decoding/Fixtures", "Text/References", "Views/Fixtures",
            ]
        ),
        // Views whose PNGs were recorded on Apple platforms by other people, measured against floors
        // (Benchmarks/Fidelity/apple-references.md), full screens and components apart; read through #filePath.
        .testTarget(
            name: "AppleReferenceTests",
            dependencies: ["Darkroom", "DarkroomCompat", "DarkroomComparison"],
            path: "Tests/AppleReferenceTests",
            // ScreensPending/ holds the full-screen pairs' code that does not compile yet (its README says why):
            // kept as the target, outside the build until it compiles.
            exclude: [
                "Images", "Licences", "manifest.json", "ScreensPending", "Screens/ThirdParty/HomeAssistant/Resources",
            ],
            // The Home Assistant screens' code is Swift 5 code (mutable static design tokens).
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Cross-cutting suites, each a target named for what it checks (the module suites mirror Sources):
        // every hostile input of darkroom-hostile-cases in a child process, across decoders, renderers and
        // DarkroomCompat;
        .testTarget(
            name: "HostileInputTests",
            dependencies: ["Darkroom"],
            path: "Tests/HostileInputTests"
        ),
        // and the API inventory (docs/api-inventory.md) against a program that uses every name it lists.
        .testTarget(
            name: "APIInventoryTests",
            dependencies: ["Darkroom"],
            path: "Tests/APIInventoryTests"
        ),
    ]
)
