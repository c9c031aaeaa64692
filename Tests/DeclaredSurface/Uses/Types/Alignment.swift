// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7f8c5176c3 Alignment
@MainActor func use_7f8c5176c3() {
    let _: Any.Type = Alignment.self
}
