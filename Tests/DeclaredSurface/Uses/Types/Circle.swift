// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1cc7820a08 Circle
@MainActor func use_1cc7820a08() {
    let _: Any.Type = Circle.self
}
