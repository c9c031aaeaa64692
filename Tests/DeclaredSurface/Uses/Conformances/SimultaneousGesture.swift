// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u936a8e11a4 SimultaneousGesture.Value: Sendable where First.Value : Sendable, Second.Value : Sendable
@MainActor func use_936a8e11a4<First: Gesture, Second: Gesture>(
    _ generics: (First, Second).Type
) where First.Value : Sendable, Second.Value : Sendable {
    _ = SimultaneousGesture<First, Second>.Value.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(SimultaneousGesture<First, Second>.Value.self)
}

// ue0c0f57ad8 SimultaneousGesture.Value: Equatable where First.Value : Equatable, Second.Value : Equatable
@MainActor func use_e0c0f57ad8<First: Gesture, Second: Gesture>(
    _ generics: (First, Second).Type
) where First.Value : Equatable, Second.Value : Equatable {
    _ = SimultaneousGesture<First, Second>.Value.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(SimultaneousGesture<First, Second>.Value.self)
}

// u288ad25129 SimultaneousGesture.Value: Hashable where First.Value : Hashable, Second.Value : Hashable
@MainActor func use_288ad25129<First: Gesture, Second: Gesture>(
    _ generics: (First, Second).Type
) where First.Value : Hashable, Second.Value : Hashable {
    _ = SimultaneousGesture<First, Second>.Value.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(SimultaneousGesture<First, Second>.Value.self)
}
