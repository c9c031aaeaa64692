// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc07672c715 FillShapeStyle
@MainActor func use_c07672c715() {
    let _: Any.Type = FillShapeStyle.self
}
