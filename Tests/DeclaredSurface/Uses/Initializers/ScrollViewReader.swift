// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud263c63941 ScrollViewReader.init(content: (ScrollViewProxy) -> Content)
@MainActor func use_d263c63941<Content: View>(_ generics: (Content).Type) {
    let _: ScrollViewReader<Content> = ScrollViewReader(content: sample() as (ScrollViewProxy) -> Content)
    let _: ScrollViewReader<_> = ScrollViewReader(content: { (_: ScrollViewProxy) in Text(""); Text("") })
}
