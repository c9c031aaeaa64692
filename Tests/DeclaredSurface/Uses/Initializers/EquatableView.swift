// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3b74ac686e EquatableView.init(content: Content)
@MainActor func use_3b74ac686e<Content: Equatable & View>(_ generics: (Content).Type) {
    let _: EquatableView<Content> = EquatableView(content: sample() as Content)
}
