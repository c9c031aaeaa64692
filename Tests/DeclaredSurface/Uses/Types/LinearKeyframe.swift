// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3d49e5a726 LinearKeyframe
@MainActor func use_3d49e5a726<Value: Animatable>(_ generics: (Value).Type) {
    let _: Any.Type = LinearKeyframe<Value>.self
}
