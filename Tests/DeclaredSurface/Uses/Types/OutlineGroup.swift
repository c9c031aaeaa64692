// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2a2f394489 OutlineGroup
@MainActor func use_2a2f394489<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup>(
    _ generics: (Data, ID, Parent, Leaf, Subgroup).Type
) {
    let _: Any.Type = OutlineGroup<Data, ID, Parent, Leaf, Subgroup>.self
}
