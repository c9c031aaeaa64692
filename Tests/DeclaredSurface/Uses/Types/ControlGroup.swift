// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3e05d2adff ControlGroup
@MainActor func use_3e05d2adff<Content: View>(_ generics: (Content).Type) {
    let _: Any.Type = ControlGroup<Content>.self
}
