// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uadc6cea1dc KeyPress: CustomDebugStringConvertible
@MainActor func use_adc6cea1dc() {
    _ = KeyPress.self
    func accept<T: CustomDebugStringConvertible>(_ type: T.Type) {}
    accept(KeyPress.self)
}

// ua48c90f7b8 KeyPress.Result: Equatable
@MainActor func use_a48c90f7b8() {
    _ = KeyPress.Result.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(KeyPress.Result.self)
}

// u3f1fdbc9a0 KeyPress.Result: Hashable
@MainActor func use_3f1fdbc9a0() {
    _ = KeyPress.Result.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(KeyPress.Result.self)
}
