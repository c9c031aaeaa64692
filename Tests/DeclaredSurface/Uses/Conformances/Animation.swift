// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u161be3f0ff Animation: Hashable
@MainActor func use_161be3f0ff() {
    _ = Animation.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(Animation.self)
}

// u88177de6c8 Animation: CustomStringConvertible
@MainActor func use_88177de6c8() {
    _ = Animation.self
    func accept<T: CustomStringConvertible>(_ type: T.Type) {}
    accept(Animation.self)
}

// u9a7e8ab3a6 Animation: CustomDebugStringConvertible
@MainActor func use_9a7e8ab3a6() {
    _ = Animation.self
    func accept<T: CustomDebugStringConvertible>(_ type: T.Type) {}
    accept(Animation.self)
}

// u5a7e6c201e Animation: CustomReflectable
@MainActor func use_5a7e6c201e() {
    _ = Animation.self
    func accept<T: CustomReflectable>(_ type: T.Type) {}
    accept(Animation.self)
}
