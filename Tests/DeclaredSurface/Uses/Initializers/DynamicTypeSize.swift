// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u450225417c DynamicTypeSize.init?(_: UIContentSizeCategory)
@MainActor func use_450225417c() {
    let _: DynamicTypeSize? = DynamicTypeSize(sample() as UIContentSizeCategory)
}
