// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub167ac1021 FormStyleConfiguration
@MainActor func use_b167ac1021() {
    let _: Any.Type = FormStyleConfiguration.self
}

// u6c90356019 FormStyleConfiguration.Content
@MainActor func use_6c90356019() {
    let _: Any.Type = FormStyleConfiguration.Content.self
}
