// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf8941a55f6 VerticalEdge
@MainActor func use_f8941a55f6() {
    let _: Any.Type = VerticalEdge.self
}

// u7db766c4bd VerticalEdge.Set
@MainActor func use_7db766c4bd() {
    let _: Any.Type = VerticalEdge.Set.self
}
