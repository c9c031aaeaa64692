// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7d9ff4f0de Visibility
@MainActor func use_7d9ff4f0de() {
    let _: Any.Type = Visibility.self
}
