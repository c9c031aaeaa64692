// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8379255ed4 FocusedBinding.init(_: KeyPath<FocusedValues, Binding<Value>?>)
private struct Wrapper_8379255ed4<Value> {
    @FocusedBinding(sample() as KeyPath<FocusedValues, Binding<Value>?>) var value: Value?
}
