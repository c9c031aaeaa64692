// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u969f1d7734 LinearGradient
@MainActor func use_969f1d7734() {
    let _: Any.Type = LinearGradient.self
}
