// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u99f0e1f912 CoordinateSpace
@MainActor func use_99f0e1f912() {
    let _: Any.Type = CoordinateSpace.self
}
