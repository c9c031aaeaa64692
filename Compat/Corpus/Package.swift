// swift-tools-version: 6.1
import PackageDescription

// A corpus of code others wrote: each program keeps its source files line for
// line as published (licence and commit in each file's header, full licence texts
// in LICENSES/), with only the import lines made conditional, plus a driver
// (main.swift) that renders with it and exits non-zero when a check fails.
// Each target compiles in the language mode its package was written for.
let compat: Target.Dependency = .product(name: "DarkroomCompat", package: "Darkroom")

/// A corpus program in the given language mode.
func program(_ name: String, _ mode: SwiftLanguageMode = .v5, resources: [Resource]? = nil) -> Target {
    .executableTarget(
        name: name, dependencies: [compat, "CorpusCheck"], path: name, resources: resources,
        swiftSettings: [.swiftLanguageMode(mode)]
    )
}

let package = Package(
    name: "DarkroomCorpus",
    defaultLocalization: "en",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "Darkroom", path: "../..", traits: []),
    ],
    targets: [
        .target(name: "CorpusCheck", dependencies: [compat], path: "CorpusCheck"),
        // ls1intum/Prototyper (MIT), Swift 5.3 package.
        program("PrototyperOverlapImages"),
        program("PrototyperViewAsImage"),
        program("PrototyperWindowScreenshot"),
        // pointfreeco/swift-snapshot-testing (MIT): the SwiftUI view of its own test suite.
        program("SnapshotTestingSwiftUIView"),
        // aws-amplify/amplify-ui-swift-liveness (Apache-2.0), Swift 5.7 package.
        program("LivenessProgressBar"),
        program("LivenessWarningBox"),
        program("LivenessRecordingButton", resources: [.process("Resources")]),
        program("LivenessCloseButton", resources: [.process("Resources")]),
        program("LivenessInstructionView"),
        program("LivenessLoadingPage", resources: [.process("Resources")]),
        program("LivenessImageFrame"),
        program("LivenessOvalView"),
        // andylindebros/ProfileImageEditor (MIT), Swift 5.9 package.
        program("ProfileEditorViewUtils"),
        // danielsaidi/SwiftUIKit (MIT), a Swift 6 package.
        program("SaidiViewExtensions", .v6),
        program("SaidiGridItems", .v6),
        program("SaidiCardButtonStyle", .v6),
        program("SaidiImageRotated", .v6),
        program("SaidiMultilineSubmit", .v6),
        // wikimedia/wikipedia-ios (MIT).
        program("WikipediaSnapshot"),
        // Jinxiansen/SwiftUI (MIT): an iOS 13 catalogue of SwiftUI views, one page a program.
        program("JinxiansenText"),
        program("JinxiansenButton"),
        program("JinxiansenAlert"),
        program("JinxiansenActionSheet"),
        program("JinxiansenPicker"),
        program("JinxiansenDatePicker"),
        program("JinxiansenSlider"),
        program("JinxiansenStepper"),
        program("JinxiansenToggle"),
        program("JinxiansenForm"),
        program("JinxiansenList"),
        program("JinxiansenSection"),
        program("JinxiansenGroup"),
        program("JinxiansenForEach"),
        program("JinxiansenStacks"),
        program("JinxiansenEditButton"),
        program("JinxiansenPopover"),
    ]
)
