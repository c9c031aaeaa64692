// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5515d4f704 Angle: Hashable
@MainActor func use_5515d4f704() {
    _ = Angle.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(Angle.self)
}

// ucec89f2163 Angle: Comparable
@MainActor func use_cec89f2163() {
    _ = Angle.self
    func accept<T: Comparable>(_ type: T.Type) {}
    accept(Angle.self)
}

// ud486ec9af3 Angle: Animatable
@MainActor func use_d486ec9af3() {
    _ = Angle.self
    func accept<T: Animatable>(_ type: T.Type) {}
    accept(Angle.self)
}

// ued278d1caa Angle: Sendable
@MainActor func use_ed278d1caa() {
    _ = Angle.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(Angle.self)
}
