// swift-tools-version: 6.1
import Foundation
import PackageDescription

// The evidence that Darkroom is a drop-in: code written as Apple-platform code is written, built and run on
// Linux. One package, built by Corpora/build in the root package's build folder (`--scratch-path ../.build`):
// Darkroom comes with its default traits, as the root build has it, so its compiled objects are reused and
// only the corpora compile. Each corpus's `run` then runs its part from that build. Nothing here is a product
// of Darkroom.
//
//   DropIn/         small programs written as Apple-platform code is written (DropIn/run judges their output)
//   PublicCode/     code others wrote, kept line for line (licences in PublicCode/LICENSES/)
//   SnapshotSuite/  an app's snapshot suite as swift-snapshot-testing's README writes it
//   Migration/      legacy rendering code before and after `darkroom migrate` (Migration/run)
//   Components/     views from public component libraries, each rendered once (Components/run)
//   PublicRecipes/  public legacy snapshot recipes before and after `darkroom migrate` (PublicRecipes/run)
//
// swift-snapshot-testing and swift-custom-dump test
// `canImport(SwiftUI)` themselves: the corpora building proves Darkroom keeps that check false on Linux.
let compat: Target.Dependency = .product(name: "DarkroomCompat", package: "Darkroom")
let linux = TargetDependencyCondition.when(platforms: [.linux])

/// The sub-folders of `folder` that hold a `main.swift`: one program each, named after its folder.
func programs(in folder: String) -> [String] {
    let files = FileManager.default
    let root = Context.packageDirectory + "/" + folder
    let names = (try? files.contentsOfDirectory(atPath: root)) ?? []
    return names.filter { files.fileExists(atPath: "\(root)/\($0)/main.swift") }.sorted()
}

/// The files of `folder` that are not Swift sources (licence texts): kept beside the code, never built.
func nonSwiftFiles(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: Context.packageDirectory + "/" + folder)) ?? []
    return names.filter { !$0.hasSuffix(".swift") }.sorted()
}

// DropIn: each program's only Darkroom-specific lines are its conditional imports
// (`#if canImport(SwiftUI) import SwiftUI #else import DarkroomCompat #endif`). Swift 5 mode, as most app code
// is; IsolatedViewsSwift6 holds the same two files as IsolatedViews (symbolic links) in the Swift 6 mode.
// MustNotCompile has no main.swift: DropIn/run type-checks it and expects Darkroom's explanations.
let dropIn: [Target] = programs(in: "DropIn").map { name in
    var dependencies = [compat]
    if name == "CoexistsWithSnapshotTesting" {
        dependencies += [
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            .product(name: "SnapshotTestingCustomDump", package: "swift-snapshot-testing"),
        ]
    }
    return .executableTarget(
        name: name, dependencies: dependencies, path: "DropIn/" + name,
        exclude: nonSwiftFiles(in: "DropIn/" + name),
        swiftSettings: [.swiftLanguageMode(name == "IsolatedViewsSwift6" ? .v6 : .v5)]
    )
}

// PublicCode: each program keeps its source files line for line as published (licence and commit in each
// file's header), with only the import lines made conditional, plus a driver (main.swift) that renders with it
// and exits non-zero when a check fails (CorpusCheck). Its sources: ls1intum/Prototyper (MIT, Swift 5.3),
// pointfreeco/swift-snapshot-testing (MIT), aws-amplify/amplify-ui-swift-liveness (Apache-2.0, Swift 5.7),
// andylindebros/ProfileImageEditor (MIT, Swift 5.9), danielsaidi/SwiftUIKit (MIT, a Swift 6 package: the
// Saidi programs), wikimedia/wikipedia-ios (MIT), Jinxiansen/SwiftUI (MIT, iOS 13). Each program compiles in
// the language mode its package was written for; a folder with Resources/ (localized strings) bundles it.
let publicCode: [Target] = [.target(name: "CorpusCheck", dependencies: [compat], path: "PublicCode/CorpusCheck")]
    + programs(in: "PublicCode").map { name in
        let resources = "PublicCode/\(name)/Resources"
        return .executableTarget(
            name: name, dependencies: [compat, "CorpusCheck"], path: "PublicCode/" + name,
            resources: FileManager.default.fileExists(atPath: Context.packageDirectory + "/" + resources)
                ? [.process("Resources")] : nil,
            swiftSettings: [.swiftLanguageMode(name.hasPrefix("Saidi") ? .v6 : .v5)]
        )
    }

// SnapshotSuite: the app's views (SwiftUI on Apple platforms, Darkroom on Linux) and their snapshot tests; the
// only Linux-specific lines are the conditional imports and the two Linux-only dependencies. SnapshotSuite/run
// drives it through record, pass, a one-level change and a visible change (docs/snapshot-testing.md).
let snapshotSuite: [Target] = [
    .target(
        name: "ProfileViews",
        dependencies: [.product(name: "DarkroomCompat", package: "Darkroom", condition: linux)],
        path: "SnapshotSuite/Sources/ProfileViews",
        swiftSettings: [.swiftLanguageMode(.v6)]
    ),
    .testTarget(
        name: "ProfileViewsTests",
        dependencies: [
            "ProfileViews",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            .product(name: "DarkroomSnapshotTesting", package: "Darkroom", condition: linux),
        ],
        path: "SnapshotSuite/Tests/ProfileViewsTests",
        exclude: ["__Snapshots__"],
        // As many app test targets are: corelibs XCTest (Linux) aborts on a `@MainActor` XCTestCase subclass,
        // and in Swift 6 mode building a main-actor view from a nonisolated test method is an error; Swift 5
        // mode makes it a warning.
        swiftSettings: [.swiftLanguageMode(.v5)]
    ),
]

// Migration: legacy snippets (Legacy/), the same with only their imports adopted (Before/) and migrated to
// ImageRenderer (Expected/: what `darkroom migrate` then `darkroom adopt` write, pinned by the root package's
// DarkroomMigrationTests); MigrationCorpusTests renders Before and Expected through DarkroomCompat and compares
// size and pixels. The snippets build in Swift 5 mode, as legacy code bases do.
let migration: [Target] = [
    .target(
        name: "MigrationCorpusBefore",
        dependencies: [compat],
        path: "Migration/Before",
        swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .target(
        name: "MigrationCorpusAfter",
        dependencies: [compat],
        path: "Migration/Expected",
        // Migrated but not rendered before/after: their legacy code needs `UIApplication` (never on Linux) or
        // `UIView.setAnimationsEnabled`; or they were reported, not rewritten, so before and after are the same
        // code (some need UIGraphicsPDFRenderer).
        exclude: [
            "L1WidthOverride.swift", "L4KeyWindow.swift",
            "SkipSafeAreaOrigin.swift", "SkipOffsetHack.swift", "SkipCroppingBounds.swift",
            "SkipDeferredRender.swift", "KeepAvailableFallback.swift",
            "SkipBitmapInPDF.swift",
        ],
        swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
        name: "MigrationCorpusTests",
        // DarkroomSnapshotTesting for its per-channel measure (`@_spi(Comparison)`).
        dependencies: [
            "MigrationCorpusBefore", "MigrationCorpusAfter", compat,
            .product(name: "DarkroomSnapshotTesting", package: "Darkroom"),
        ],
        path: "Migration/Tests",
        swiftSettings: [.swiftLanguageMode(.v6)]
    ),
]

// Components: views from public SwiftUI component libraries and one open-source app, kept line for line with only
// their imports made conditional (source, commit and licence in each file's header, licence texts in
// Components/LICENSES/). One target per library, as each was published, built in the Swift language mode its
// package declares: every one of them declares Swift 5 (tools 5.3 to 5.9; SwiftUI-Kit is an Xcode app in Swift
// 5). ComponentsTests renders each view once (Components/run; docs/components-corpus.md lists them).
let componentLibraries: [(name: String, mode: SwiftLanguageMode)] = [
    ("ActivityIndicatorView", .v5),  // exyte/ActivityIndicatorView (MIT, tools 5.9)
    ("ProgressIndicatorView", .v5),  // exyte/ProgressIndicatorView (MIT, tools 5.9)
    ("FloatingButton", .v5),  // exyte/FloatingButton (MIT, tools 5.9)
    ("SwiftUI_Kit", .v5),  // jordansinger/SwiftUI-Kit (MIT, an Xcode app in Swift 5)
    ("Shimmer", .v5),  // markiv/SwiftUI-Shimmer (MIT, tools 5.3)
    ("ConfettiSwiftUI", .v5),  // simibac/ConfettiSwiftUI (MIT, tools 5.3)
    ("Sliders", .v5),  // spacenation/swiftui-sliders (MIT, tools 5.3)
    ("ConcentricOnboarding", .v5),  // exyte/ConcentricOnboarding (MIT, tools 5.9)
    ("WaterfallGrid", .v5),  // paololeonardi/WaterfallGrid (MIT, tools 5.9)
]
let components: [Target] = componentLibraries.map { library in
    .target(
        name: library.name, dependencies: [compat], path: "Components/Sources/" + library.name,
        swiftSettings: [.swiftLanguageMode(library.mode)]
    )
} + [
    .testTarget(
        name: "ComponentsTests",
        dependencies: [compat] + componentLibraries.map { .target(name: $0.name) },
        path: "Components/Tests/ComponentsTests",
        swiftSettings: [.swiftLanguageMode(.v6)]
    )
]

// PublicRecipes: legacy snapshot recipes from public iOS and macOS code, kept line for line (licences in
// PublicRecipes/LICENSES/) in Legacy/; Before/ holds them with only their imports adopted, Migrated/ what
// `darkroom migrate` then `darkroom adopt` make of them (both pinned by the root package's DarkroomMigrationTests).
// Each module also links the corpus's driver (PublicRecipes/Driver, a symbolic link in each folder), and
// PublicRecipesRenderTests compares the two modules' images.
let publicRecipes: [Target] = [
    .target(
        name: "PublicRecipesBefore",
        dependencies: [compat],
        path: "PublicRecipes/Before",
        swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .target(
        name: "PublicRecipesAfter",
        dependencies: [compat],
        path: "PublicRecipes/Migrated",
        swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
        name: "PublicRecipesTests",
        dependencies: [
            "PublicRecipesBefore", "PublicRecipesAfter", compat,
            .product(name: "DarkroomSnapshotTesting", package: "Darkroom"),
        ],
        path: "PublicRecipes/Tests",
        swiftSettings: [.swiftLanguageMode(.v6)]
    ),
]

let package = Package(
    name: "DarkroomCorpora",
    defaultLocalization: "en",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "Darkroom", path: ".."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: dropIn + publicCode + snapshotSuite + migration + components + publicRecipes
)
