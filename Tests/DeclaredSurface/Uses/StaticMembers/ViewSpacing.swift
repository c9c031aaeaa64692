// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf78293e53f static ViewSpacing.zero
@MainActor func use_f78293e53f() {
    let _: ViewSpacing = ViewSpacing.zero
}
