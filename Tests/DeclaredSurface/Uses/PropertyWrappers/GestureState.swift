// Property wrappers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u43883cca3a GestureState
private struct Wrapper_43883cca3a<Value> {
    @GestureState var value: Value = sample()
}
