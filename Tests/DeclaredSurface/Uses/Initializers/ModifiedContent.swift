// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uca36caf63d ModifiedContent.init(content: Content, modifier: Modifier)
@MainActor func use_ca36caf63d<Content, Modifier>(_ generics: (Content, Modifier).Type) {
    let _: ModifiedContent<Content, Modifier> = ModifiedContent(
        content: sample() as Content,
        modifier: sample() as Modifier
    )
}
