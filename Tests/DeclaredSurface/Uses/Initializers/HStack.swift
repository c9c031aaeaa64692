// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc5320a2027 HStack.init(alignment: VerticalAlignment, spacing: CGFloat?, content: () -> Content)
@MainActor func use_c5320a2027<Content: View>(_ generics: (Content).Type) {
    let _: HStack<Content> = HStack(
        alignment: sample() as VerticalAlignment,
        spacing: sample() as CGFloat?,
        content: sample() as () -> Content
    )
    let _: HStack<Content> = HStack(content: sample() as () -> Content)
    let _: HStack<_> = HStack(
        alignment: sample() as VerticalAlignment,
        spacing: sample() as CGFloat?,
        content: { Text(""); Text("") }
    )
}
