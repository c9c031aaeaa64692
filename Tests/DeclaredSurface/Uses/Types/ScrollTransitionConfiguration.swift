// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4a81e0060e ScrollTransitionConfiguration
@MainActor func use_4a81e0060e() {
    let _: Any.Type = ScrollTransitionConfiguration.self
}

// u7107e38957 ScrollTransitionConfiguration.Threshold
@MainActor func use_7107e38957() {
    let _: Any.Type = ScrollTransitionConfiguration.Threshold.self
}
