// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u59a7942d74 Gradient: Hashable
@MainActor func use_59a7942d74() {
    _ = Gradient.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(Gradient.self)
}

// u1151ae8111 Gradient.Stop: Hashable
@MainActor func use_1151ae8111() {
    _ = Gradient.Stop.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(Gradient.Stop.self)
}

// ue2888a7a66 Gradient: ShapeStyle
@MainActor func use_e2888a7a66() {
    _ = Gradient.self
    func accept<T: ShapeStyle>(_ type: T.Type) {}
    accept(Gradient.self)
}

// u4980af1f83 Gradient.Stop: Sendable
@MainActor func use_4980af1f83() {
    _ = Gradient.Stop.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(Gradient.Stop.self)
}
