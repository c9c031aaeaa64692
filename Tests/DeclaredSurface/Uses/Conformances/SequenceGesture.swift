// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u002a137e77 SequenceGesture.Value: Sendable where First.Value : Sendable, Second.Value : Sendable
@MainActor func use_002a137e77<First: Gesture, Second: Gesture>(
    _ generics: (First, Second).Type
) where First.Value : Sendable, Second.Value : Sendable {
    _ = SequenceGesture<First, Second>.Value.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(SequenceGesture<First, Second>.Value.self)
}

// u5ce2b4d65f SequenceGesture.Value: Equatable where First.Value : Equatable, Second.Value : Equatable
@MainActor func use_5ce2b4d65f<First: Gesture, Second: Gesture>(
    _ generics: (First, Second).Type
) where First.Value : Equatable, Second.Value : Equatable {
    _ = SequenceGesture<First, Second>.Value.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(SequenceGesture<First, Second>.Value.self)
}
