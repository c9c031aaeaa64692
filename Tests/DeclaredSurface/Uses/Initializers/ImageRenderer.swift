// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2101586fc9 ImageRenderer.init(content: Content)
@MainActor func use_2101586fc9<Content: View>(_ generics: (Content).Type) {
    let _: ImageRenderer<Content> = ImageRenderer(content: sample() as Content)
}
