// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8440b9eb7d Edge
@MainActor func use_8440b9eb7d() {
    let _: Any.Type = Edge.self
}

// ub720c6b5f5 Edge.Set
@MainActor func use_b720c6b5f5() {
    let _: Any.Type = Edge.Set.self
}
