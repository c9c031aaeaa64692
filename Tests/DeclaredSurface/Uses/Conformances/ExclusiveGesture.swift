// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubb5dab2669 ExclusiveGesture.Value: Sendable where First.Value : Sendable, Second.Value : Sendable
@MainActor func use_bb5dab2669<First: Gesture, Second: Gesture>(
    _ generics: (First, Second).Type
) where First.Value : Sendable, Second.Value : Sendable {
    _ = ExclusiveGesture<First, Second>.Value.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(ExclusiveGesture<First, Second>.Value.self)
}

// u35979b2baf ExclusiveGesture.Value: Equatable where First.Value : Equatable, Second.Value : Equatable
@MainActor func use_35979b2baf<First: Gesture, Second: Gesture>(
    _ generics: (First, Second).Type
) where First.Value : Equatable, Second.Value : Equatable {
    _ = ExclusiveGesture<First, Second>.Value.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(ExclusiveGesture<First, Second>.Value.self)
}
