// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9da94e0d3c EnvironmentValues
@MainActor func use_9da94e0d3c() {
    let _: Any.Type = EnvironmentValues.self
}
