// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua08318b83e Prominence
@MainActor func use_a08318b83e() {
    let _: Any.Type = Prominence.self
}
