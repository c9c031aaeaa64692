// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua1304921c0 KeyframeTrackContentBuilder
@MainActor func use_a1304921c0<Value: Animatable>(_ generics: (Value).Type) {
    let _: Any.Type = KeyframeTrackContentBuilder<Value>.self
}

// u04450e7495 KeyframeTrackContentBuilder.Conditional
@MainActor func use_04450e7495<Value: Animatable, Value, First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    _ generics: (Value, Value, First, Second).Type
) where Value == First.Value, First.Value == Second.Value {
    let _: Any.Type = KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>.self
}
