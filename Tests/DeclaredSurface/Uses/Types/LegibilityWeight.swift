// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue6f68f498e LegibilityWeight
@MainActor func use_e6f68f498e() {
    let _: Any.Type = LegibilityWeight.self
}
