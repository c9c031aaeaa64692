// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5ff1894a15 Rectangle.init()
@MainActor func use_5ff1894a15() {
    let _: Rectangle = Rectangle()
}
