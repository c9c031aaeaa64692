// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u14bc95adba UIContentSizeCategory.init(_: ContentSizeCategory?)
@MainActor func use_14bc95adba() {
    let _: UIContentSizeCategory = UIContentSizeCategory(sample() as ContentSizeCategory?)
}

// ufc897e84ee UIContentSizeCategory.init(_: DynamicTypeSize?)
@MainActor func use_fc897e84ee() {
    let _: UIContentSizeCategory = UIContentSizeCategory(sample() as DynamicTypeSize?)
}
