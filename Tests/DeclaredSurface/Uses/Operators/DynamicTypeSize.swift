// Operators: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8384d8c641 static DynamicTypeSize.<(a: DynamicTypeSize, b: DynamicTypeSize)
@MainActor func use_8384d8c641() {
    let _: Bool = (sample() as DynamicTypeSize) < (sample() as DynamicTypeSize)
}
