// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2f458b9419 NSUnderlineStyle.init(_: Text.LineStyle)
@MainActor func use_2f458b9419() {
    let _: NSUnderlineStyle = NSUnderlineStyle(sample() as Text.LineStyle)
}
