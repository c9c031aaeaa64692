// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u35f17f5247 UIHostingController
@MainActor func use_35f17f5247<Content: View>(_ generics: (Content).Type) {
    let _: Any.Type = UIHostingController<Content>.self
}
