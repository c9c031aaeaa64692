// Property wrappers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud443a11855 Environment
private struct Wrapper_d443a11855<Value: AnyObject & Observable> {
    @Environment(sample() as Value.Type) var value: Value
}
