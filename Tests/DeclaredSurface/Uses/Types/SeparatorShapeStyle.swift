// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6517f4e159 SeparatorShapeStyle
@MainActor func use_6517f4e159() {
    let _: Any.Type = SeparatorShapeStyle.self
}
