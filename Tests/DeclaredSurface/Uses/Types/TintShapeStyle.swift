// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5d7452d08a TintShapeStyle
@MainActor func use_5d7452d08a() {
    let _: Any.Type = TintShapeStyle.self
}
