// Property wrappers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u43ce6bf0ee Bindable
private struct Wrapper_43ce6bf0ee<Value: AnyObject & Observable> {
    @Bindable var value: Value = sample()
}
