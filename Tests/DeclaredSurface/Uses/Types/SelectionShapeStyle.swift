// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0a463305c8 SelectionShapeStyle
@MainActor func use_0a463305c8() {
    let _: Any.Type = SelectionShapeStyle.self
}
