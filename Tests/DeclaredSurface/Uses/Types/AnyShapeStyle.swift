// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u34f1d42f11 AnyShapeStyle
@MainActor func use_34f1d42f11() {
    let _: Any.Type = AnyShapeStyle.self
}
