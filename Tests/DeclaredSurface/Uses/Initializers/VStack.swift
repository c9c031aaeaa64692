// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua3a05035c3 VStack.init(alignment: HorizontalAlignment, spacing: CGFloat?, content: () -> Content)
@MainActor func use_a3a05035c3<Content: View>(_ generics: (Content).Type) {
    let _: VStack<Content> = VStack(
        alignment: sample() as HorizontalAlignment,
        spacing: sample() as CGFloat?,
        content: sample() as () -> Content
    )
    let _: VStack<Content> = VStack(content: sample() as () -> Content)
    let _: VStack<_> = VStack(
        alignment: sample() as HorizontalAlignment,
        spacing: sample() as CGFloat?,
        content: { Text(""); Text("") }
    )
}
