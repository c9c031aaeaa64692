// Property wrappers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6685650d77 FocusState
private struct Wrapper_6685650d77 {
    @FocusState var value: Bool
}

// u9bd680815a FocusState.Binding
private struct Wrapper_9bd680815a<Value: Hashable> {
    @FocusState.Binding var value: Value
}
