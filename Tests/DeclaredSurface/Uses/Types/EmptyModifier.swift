// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7913ad7563 EmptyModifier
@MainActor func use_7913ad7563() {
    let _: Any.Type = EmptyModifier.self
}
