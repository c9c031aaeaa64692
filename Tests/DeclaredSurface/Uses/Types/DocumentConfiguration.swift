// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3fae5f37da DocumentConfiguration
@MainActor func use_3fae5f37da() {
    let _: Any.Type = DocumentConfiguration.self
}
