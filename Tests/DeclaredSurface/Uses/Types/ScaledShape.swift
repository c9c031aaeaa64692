// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6c4ee43df4 ScaledShape
@MainActor func use_6c4ee43df4<Content: Shape>(_ generics: (Content).Type) {
    let _: Any.Type = ScaledShape<Content>.self
}
