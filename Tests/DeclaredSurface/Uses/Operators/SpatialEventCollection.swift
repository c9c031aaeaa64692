// Operators: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2ea4e30d01 static SpatialEventCollection.Index.<(lhs: SpatialEventCollection.Index, rhs:
//   SpatialEventCollection.Index)
@MainActor func use_2ea4e30d01() {
    let _: Bool = (sample() as SpatialEventCollection.Index) < (sample() as SpatialEventCollection.Index)
}
