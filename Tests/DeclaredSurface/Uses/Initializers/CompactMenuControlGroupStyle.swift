// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u51ea079396 CompactMenuControlGroupStyle.init()
@MainActor func use_51ea079396() {
    let _: CompactMenuControlGroupStyle = CompactMenuControlGroupStyle()
}
