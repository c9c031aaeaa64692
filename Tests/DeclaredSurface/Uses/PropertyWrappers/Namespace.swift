// Property wrappers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0449e1003d Namespace
private struct Wrapper_0449e1003d {
    @Namespace var value: Namespace.ID
}
