// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9bb242129e ScrollView.init(_: Axis.Set, showsIndicators: Bool, content: () -> Content)
@MainActor func use_9bb242129e<Content: View>(_ generics: (Content).Type) {
    let _: ScrollView<Content> = ScrollView(
        sample() as Axis.Set,
        showsIndicators: sample() as Bool,
        content: sample() as () -> Content
    )
    let _: ScrollView<Content> = ScrollView(content: sample() as () -> Content)
    let _: ScrollView<_> = ScrollView(
        sample() as Axis.Set,
        showsIndicators: sample() as Bool,
        content: { Text(""); Text("") }
    )
}

// ub89a18566a ScrollView.init(_: Axis.Set, content: () -> Content)
@MainActor func use_b89a18566a<Content: View>(_ generics: (Content).Type) {
    let _: ScrollView<Content> = ScrollView(sample() as Axis.Set, content: sample() as () -> Content)
    let _: ScrollView<Content> = ScrollView(content: sample() as () -> Content)
    let _: ScrollView<_> = ScrollView(sample() as Axis.Set, content: { Text(""); Text("") })
}
