// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0e984940f0 ScrollView
@MainActor func use_0e984940f0<Content: View>(_ generics: (Content).Type) {
    let _: Any.Type = ScrollView<Content>.self
}
