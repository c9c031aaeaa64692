// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6aab754f4a OffsetShape
@MainActor func use_6aab754f4a<Content: Shape>(_ generics: (Content).Type) {
    let _: Any.Type = OffsetShape<Content>.self
}
