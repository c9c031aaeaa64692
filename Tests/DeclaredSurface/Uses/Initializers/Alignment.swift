// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub49a8e0571 Alignment.init(horizontal: HorizontalAlignment, vertical: VerticalAlignment)
@MainActor func use_b49a8e0571() {
    let _: Alignment = Alignment(horizontal: sample() as HorizontalAlignment, vertical: sample() as VerticalAlignment)
}
