// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3bf06ae3ec GeometryProxy
@MainActor func use_3bf06ae3ec() {
    let _: Any.Type = GeometryProxy.self
}
