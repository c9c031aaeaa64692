// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6f204f7100 NavigationView
@MainActor func use_6f204f7100<Content: View>(_ generics: (Content).Type) {
    let _: Any.Type = NavigationView<Content>.self
}
