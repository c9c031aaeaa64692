// swift-tools-version: 6.1
import PackageDescription

// An app's snapshot suite as swift-snapshot-testing's README writes it for SwiftUI,
// run on Linux. The only Linux-specific lines are the conditional imports and the
// two Linux-only dependencies below; `run` drives it through record, pass, a
// one-level change and a visible change (docs/snapshot-testing.md).
let linux = TargetDependencyCondition.when(platforms: [.linux])

let package = Package(
    name: "SnapshotSuite",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "Darkroom", path: "../..", traits: []),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        // The app's views: SwiftUI on Apple platforms, Darkroom on Linux.
        .target(
            name: "ProfileViews",
            dependencies: [.product(name: "DarkroomCompat", package: "Darkroom", condition: linux)],
            path: "Sources/ProfileViews"
        ),
        .testTarget(
            name: "ProfileViewsTests",
            dependencies: [
                "ProfileViews",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "DarkroomSnapshotTesting", package: "Darkroom", condition: linux),
            ],
            path: "Tests/ProfileViewsTests",
            exclude: ["__Snapshots__"],
            // As many app test targets are: corelibs XCTest (Linux) aborts on a `@MainActor`
            // XCTestCase subclass, and in Swift 6 mode building a main-actor view from a
            // nonisolated test method is an error; Swift 5 mode makes it a warning.
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
