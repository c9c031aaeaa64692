// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u50e8d415db PlaceholderTextShapeStyle.init()
@MainActor func use_50e8d415db() {
    let _: PlaceholderTextShapeStyle = PlaceholderTextShapeStyle()
}
