// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u854e4f0dd0 PlaceholderTextShapeStyle
@MainActor func use_854e4f0dd0() {
    let _: Any.Type = PlaceholderTextShapeStyle.self
}
