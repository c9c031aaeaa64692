// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u00fa41af53 ZStack.init(alignment: Alignment, content: () -> Content)
@MainActor func use_00fa41af53<Content: View>(_ generics: (Content).Type) {
    let _: ZStack<Content> = ZStack(alignment: sample() as Alignment, content: sample() as () -> Content)
    let _: ZStack<Content> = ZStack(content: sample() as () -> Content)
    let _: ZStack<_> = ZStack(alignment: sample() as Alignment, content: { Text(""); Text("") })
}
