// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u52964e3fcc GestureStateGesture
@MainActor func use_52964e3fcc<Base: Gesture, State>(_ generics: (Base, State).Type) {
    let _: Any.Type = GestureStateGesture<Base, State>.self
}
