// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufa2555d8e3 PreviewPlatform.iOS
@MainActor func use_fa2555d8e3() {
    let _: PreviewPlatform = .iOS
}

// u9a432c6db1 PreviewPlatform.macOS
@MainActor func use_9a432c6db1() {
    let _: PreviewPlatform = .macOS
}

// ue044c351b4 PreviewPlatform.tvOS
@MainActor func use_e044c351b4() {
    let _: PreviewPlatform = .tvOS
}

// u9c881b76ff PreviewPlatform.watchOS
@MainActor func use_9c881b76ff() {
    let _: PreviewPlatform = .watchOS
}
