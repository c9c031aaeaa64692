// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u77048526bb ViewThatFits.init(in: Axis.Set, content: () -> Content)
@MainActor func use_77048526bb<Content: View>(_ generics: (Content).Type) {
    let _: ViewThatFits<Content> = ViewThatFits(in: sample() as Axis.Set, content: sample() as () -> Content)
    let _: ViewThatFits<Content> = ViewThatFits(content: sample() as () -> Content)
    let _: ViewThatFits<_> = ViewThatFits(in: sample() as Axis.Set, content: { Text(""); Text("") })
}
