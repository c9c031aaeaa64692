// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u783bae2b8f VerticalAlignment.init(_: any AlignmentID.Type)
@MainActor func use_783bae2b8f() {
    let _: VerticalAlignment = VerticalAlignment(sample() as any AlignmentID.Type)
}
