// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8917a92eb0 KeyframeAnimator
@MainActor func use_8917a92eb0<Value, KeyframePath: Keyframes, Content: View>(
    _ generics: (Value, KeyframePath, Content).Type
) where Value == KeyframePath.Value {
    let _: Any.Type = KeyframeAnimator<Value, KeyframePath, Content>.self
}
