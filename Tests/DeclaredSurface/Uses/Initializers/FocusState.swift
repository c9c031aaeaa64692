// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u80442b6bb5 FocusState.init() where Value == Bool
private struct Wrapper_80442b6bb5 {
    @FocusState var value: Bool
}

// u94a6e7d030 FocusState.init<T>() where Value == T?, T : Hashable
private struct Wrapper_94a6e7d030<T: Hashable> {
    @FocusState var value: T?
}
