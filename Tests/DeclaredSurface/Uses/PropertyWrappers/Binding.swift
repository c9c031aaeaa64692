// Property wrappers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7f0043e684 Binding
private struct Wrapper_7f0043e684<Value> {
    @Binding var value: Value
}
