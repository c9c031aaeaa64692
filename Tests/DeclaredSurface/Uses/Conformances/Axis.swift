// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4dc0d552f3 Axis: CustomStringConvertible
@MainActor func use_4dc0d552f3() {
    _ = Axis.self
    func accept<T: CustomStringConvertible>(_ type: T.Type) {}
    accept(Axis.self)
}

// u77be16c9c6 Axis: Equatable
@MainActor func use_77be16c9c6() {
    _ = Axis.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(Axis.self)
}

// u32ec26fe83 Axis: Hashable
@MainActor func use_32ec26fe83() {
    _ = Axis.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(Axis.self)
}

// u5dc0c00f64 Axis: RawRepresentable
@MainActor func use_5dc0c00f64() {
    _ = Axis.self
    func accept<T: RawRepresentable>(_ type: T.Type) {}
    accept(Axis.self)
}

// u0ea4c876be Axis: Sendable
@MainActor func use_0ea4c876be() {
    _ = Axis.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(Axis.self)
}

// u2026d18cde Axis.Set: Sendable
@MainActor func use_2026d18cde() {
    _ = Axis.Set.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(Axis.Set.self)
}
