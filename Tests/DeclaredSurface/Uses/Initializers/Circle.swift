// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u826da489c6 Circle.init()
@MainActor func use_826da489c6() {
    let _: Circle = Circle()
}
