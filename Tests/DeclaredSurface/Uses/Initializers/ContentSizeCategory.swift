// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0fc12db912 ContentSizeCategory.init?(_: UIContentSizeCategory)
@MainActor func use_0fc12db912() {
    let _: ContentSizeCategory? = ContentSizeCategory(sample() as UIContentSizeCategory)
}
