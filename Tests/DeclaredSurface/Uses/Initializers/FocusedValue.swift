// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uce59fb4f3f FocusedValue.init(_: KeyPath<FocusedValues, Value?>)
private struct Wrapper_ce59fb4f3f<Value> {
    @FocusedValue(sample() as KeyPath<FocusedValues, Value?>) var value: Value?
}
