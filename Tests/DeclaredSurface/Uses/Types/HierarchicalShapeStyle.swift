// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u02b4ad0d38 HierarchicalShapeStyle
@MainActor func use_02b4ad0d38() {
    let _: Any.Type = HierarchicalShapeStyle.self
}
