// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud86370678a InsetTableStyle.init()
@MainActor func use_d86370678a() {
    let _: InsetTableStyle = InsetTableStyle()
}
