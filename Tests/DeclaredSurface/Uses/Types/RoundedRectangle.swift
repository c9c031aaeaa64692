// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u07b47d09b6 RoundedRectangle
@MainActor func use_07b47d09b6() {
    let _: Any.Type = RoundedRectangle.self
}
