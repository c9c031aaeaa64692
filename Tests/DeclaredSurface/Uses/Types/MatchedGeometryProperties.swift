// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u78b3be1781 MatchedGeometryProperties
@MainActor func use_78b3be1781() {
    let _: Any.Type = MatchedGeometryProperties.self
}
