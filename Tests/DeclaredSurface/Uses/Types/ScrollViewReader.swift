// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5ae5970ea3 ScrollViewReader
@MainActor func use_5ae5970ea3<Content: View>(_ generics: (Content).Type) {
    let _: Any.Type = ScrollViewReader<Content>.self
}
