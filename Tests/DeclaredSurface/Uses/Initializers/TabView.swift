// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u96dd738b14 TabView.init(selection: Binding<SelectionValue>?, content: () -> Content)
@MainActor func use_96dd738b14<SelectionValue: Hashable, Content: View>(_ generics: (SelectionValue, Content).Type) {
    let _: TabView<SelectionValue, Content> = TabView(
        selection: sample() as Binding<SelectionValue>?,
        content: sample() as () -> Content
    )
    let _: TabView<SelectionValue, _> = TabView(
        selection: sample() as Binding<SelectionValue>?,
        content: { Text(""); Text("") }
    )
}

// uced0401c18 TabView.init(content: () -> Content) where SelectionValue == Int
@MainActor func use_ced0401c18<Content: View>(_ generics: (Content).Type) {
    let _: TabView<Int, Content> = TabView(content: sample() as () -> Content)
    let _: TabView<Int, _> = TabView(content: { Text(""); Text("") })
}
