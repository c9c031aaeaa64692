// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u63fa5d2bd6 ColorMatrix
@MainActor func use_63fa5d2bd6() {
    let _: Any.Type = ColorMatrix.self
}
