// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf372e2d5b2 AnyGesture.init<T>(_: T) where Value == T.Value, T : Gesture
@MainActor func use_f372e2d5b2<T: Gesture>(_ generics: (T).Type) {
    let _: AnyGesture<T.Value> = AnyGesture(sample() as T)
}
