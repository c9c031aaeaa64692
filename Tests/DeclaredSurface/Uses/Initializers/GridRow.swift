// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u723e8d9a86 GridRow.init(alignment: VerticalAlignment?, content: () -> Content)
@MainActor func use_723e8d9a86<Content: View>(_ generics: (Content).Type) {
    let _: GridRow<Content> = GridRow(alignment: sample() as VerticalAlignment?, content: sample() as () -> Content)
    let _: GridRow<Content> = GridRow(content: sample() as () -> Content)
    let _: GridRow<_> = GridRow(alignment: sample() as VerticalAlignment?, content: { Text(""); Text("") })
}
