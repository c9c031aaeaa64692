// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf6fb52960b HorizontalAlignment.init(_: any AlignmentID.Type)
@MainActor func use_f6fb52960b() {
    let _: HorizontalAlignment = HorizontalAlignment(sample() as any AlignmentID.Type)
}
