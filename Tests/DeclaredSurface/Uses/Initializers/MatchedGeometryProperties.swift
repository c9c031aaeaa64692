// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6950119a53 MatchedGeometryProperties.init(rawValue: UInt32)
@MainActor func use_6950119a53() {
    let _: MatchedGeometryProperties = MatchedGeometryProperties(rawValue: sample() as UInt32)
}
