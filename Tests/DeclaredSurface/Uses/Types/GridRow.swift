// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uaa8ec93c65 GridRow
@MainActor func use_aa8ec93c65<Content: View>(_ generics: (Content).Type) {
    let _: Any.Type = GridRow<Content>.self
}
