// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue55ea7c275 TransformedShape
@MainActor func use_e55ea7c275<Content: Shape>(_ generics: (Content).Type) {
    let _: Any.Type = TransformedShape<Content>.self
}
