// swift-tools-version: 6.1
import PackageDescription

// The drop-in corpus: small programs written as Apple-platform code is written.
// Each is its own executable whose only Darkroom-specific lines are its
// conditional imports (`#if canImport(SwiftUI) import SwiftUI #else import
// DarkroomCompat #endif`). The package also depends on swift-snapshot-testing and
// swift-custom-dump, which test `canImport(SwiftUI)` themselves: the corpus building
// proves Darkroom keeps that check false on Linux (DESIGN.md §2).
let compat: Target.Dependency = .product(name: "DarkroomCompat", package: "Darkroom")

let package = Package(
    name: "DarkroomExamples",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "Darkroom", path: "../..", traits: []),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .executableTarget(name: "AvatarExport", dependencies: [compat], path: "AvatarExport"),
        .executableTarget(name: "AwardCGImage", dependencies: [compat], path: "AwardCGImage"),
        .executableTarget(name: "AwardPDF", dependencies: [compat], path: "AwardPDF"),
        .executableTarget(name: "BackportedRenderer", dependencies: [compat], path: "BackportedRenderer"),
        .executableTarget(name: "BarChartView", dependencies: [compat], path: "BarChartView"),
        .executableTarget(name: "BitmapImageContext", dependencies: [compat], path: "BitmapImageContext"),
        .executableTarget(name: "CGBitmapContext", dependencies: [compat], path: "CGBitmapContext"),
        .executableTarget(name: "CanvasDrawing", dependencies: [compat], path: "CanvasDrawing"),
        .executableTarget(name: "CertificatePDF", dependencies: [compat], path: "CertificatePDF"),
        .executableTarget(name: "ColorBridges", dependencies: [compat], path: "ColorBridges"),
        .executableTarget(name: "DarkModeEnvironment", dependencies: [compat], path: "DarkModeEnvironment"),
        .executableTarget(name: "GraphicsImageRenderer", dependencies: [compat], path: "GraphicsImageRenderer"),
        .executableTarget(name: "ImageFromDrawing", dependencies: [compat], path: "ImageFromDrawing"),
        .executableTarget(name: "IsolatedViews", dependencies: [compat], path: "IsolatedViews"),
        // The same two files (symbolic links) compiled in the Swift 6 language mode.
        .executableTarget(
            name: "IsolatedViewsSwift6",
            dependencies: [compat],
            path: "IsolatedViewsSwift6",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(name: "LegacySnapshotExtension", dependencies: [compat], path: "LegacySnapshotExtension"),
        .executableTarget(name: "MultiPagePDF", dependencies: [compat], path: "MultiPagePDF"),
        .executableTarget(name: "ObservedModelCard", dependencies: [compat], path: "ObservedModelCard"),
        .executableTarget(name: "RendererObservation", dependencies: [compat], path: "RendererObservation"),
        .executableTarget(name: "RendererToPNG", dependencies: [compat], path: "RendererToPNG"),
        .executableTarget(name: "SeedAsyncCanvas", dependencies: [compat], path: "SeedAsyncCanvas"),
        .executableTarget(name: "ShapesStress", dependencies: [compat], path: "ShapesStress"),
        .executableTarget(name: "SharedView", dependencies: [compat], path: "SharedView"),
        .executableTarget(name: "SeedChartPDF", dependencies: [compat], path: "SeedChartPDF"),
        .executableTarget(name: "SeedChartCanvas", dependencies: [compat], path: "SeedChartCanvas"),
        .executableTarget(name: "PublicChartCorpus", dependencies: [compat], path: "PublicChartCorpus",
                          exclude: ["LICENSE.jordibruin"]),
        .executableTarget(
            name: "CoexistsWithSnapshotTesting",
            dependencies: [
                compat,
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "SnapshotTestingCustomDump", package: "swift-snapshot-testing"),
            ],
            path: "CoexistsWithSnapshotTesting"
        ),
    ],
    swiftLanguageModes: [.v5]
)
