// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue2d50c022f SpringKeyframe
@MainActor func use_e2d50c022f<Value: Animatable>(_ generics: (Value).Type) {
    let _: Any.Type = SpringKeyframe<Value>.self
}
