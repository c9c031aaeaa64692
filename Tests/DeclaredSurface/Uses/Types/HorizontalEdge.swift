// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u38db167e4e HorizontalEdge
@MainActor func use_38db167e4e() {
    let _: Any.Type = HorizontalEdge.self
}

// u5591562944 HorizontalEdge.Set
@MainActor func use_5591562944() {
    let _: Any.Type = HorizontalEdge.Set.self
}
