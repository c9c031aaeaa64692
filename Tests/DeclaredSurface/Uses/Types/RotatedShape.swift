// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uce40e72512 RotatedShape
@MainActor func use_ce40e72512<Content: Shape>(_ generics: (Content).Type) {
    let _: Any.Type = RotatedShape<Content>.self
}
