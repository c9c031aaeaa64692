// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud268393719 Prominence.standard
@MainActor func use_d268393719() {
    let _: Prominence = .standard
}

// ub494321b89 Prominence.increased
@MainActor func use_b494321b89() {
    let _: Prominence = .increased
}
