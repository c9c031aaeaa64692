// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udfe1f5abc4 KeyframeTimeline.init(initialValue: Value, content: () -> some Keyframes<Value>)
@MainActor func use_dfe1f5abc4<Value, Opaque1: Keyframes<Value>>(_ generics: (Value, Opaque1).Type) {
    let _: KeyframeTimeline<Value> = KeyframeTimeline(
        initialValue: sample() as Value,
        content: sample() as () -> Opaque1
    )
}
