// Property wrappers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u60a5930072 FocusedValue
private struct Wrapper_60a5930072<Value> {
    @FocusedValue(sample() as KeyPath<FocusedValues, Value?>) var value: Value?
}
