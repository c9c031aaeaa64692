// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue345369800 CubicKeyframe
@MainActor func use_e345369800<Value: Animatable>(_ generics: (Value).Type) {
    let _: Any.Type = CubicKeyframe<Value>.self
}
