// Property wrappers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5d8fd16cd4 FocusedBinding
private struct Wrapper_5d8fd16cd4<Value> {
    @FocusedBinding(sample() as KeyPath<FocusedValues, Binding<Value>?>) var value: Value?
}
