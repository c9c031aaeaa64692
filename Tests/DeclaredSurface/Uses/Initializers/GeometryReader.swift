// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ude93752277 GeometryReader.init(content: (GeometryProxy) -> Content)
@MainActor func use_de93752277<Content: View>(_ generics: (Content).Type) {
    let _: GeometryReader<Content> = GeometryReader(content: sample() as (GeometryProxy) -> Content)
    let _: GeometryReader<_> = GeometryReader(content: { (_: GeometryProxy) in Text(""); Text("") })
}
