// Property wrappers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc6ab5cff3a AccessibilityFocusState
private struct Wrapper_c6ab5cff3a {
    @AccessibilityFocusState var value: Bool
}

// ua1c4bfcd73 AccessibilityFocusState.Binding
private struct Wrapper_a1c4bfcd73<Value: Hashable> {
    @AccessibilityFocusState.Binding var value: Value
}
