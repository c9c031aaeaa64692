// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u76404bb704 GeometryReader
@MainActor func use_76404bb704<Content: View>(_ generics: (Content).Type) {
    let _: Any.Type = GeometryReader<Content>.self
}
