// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5b2ff63f65 Namespace.init()
private struct Wrapper_5b2ff63f65 {
    @Namespace var value: Namespace.ID
}
