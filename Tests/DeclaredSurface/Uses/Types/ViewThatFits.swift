// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u76f793a38f ViewThatFits
@MainActor func use_76f793a38f<Content: View>(_ generics: (Content).Type) {
    let _: Any.Type = ViewThatFits<Content>.self
}
