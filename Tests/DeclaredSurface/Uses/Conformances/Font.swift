// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u38d04a0e6a Font.Weight: Sendable
@MainActor func use_38d04a0e6a() {
    _ = Font.Weight.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(Font.Weight.self)
}

// u89198a6a63 Font.TextStyle: Equatable
@MainActor func use_89198a6a63() {
    _ = Font.TextStyle.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(Font.TextStyle.self)
}

// ub143a0ad5a Font.TextStyle: Hashable
@MainActor func use_b143a0ad5a() {
    _ = Font.TextStyle.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(Font.TextStyle.self)
}

// u6303d2bf8c Font.Leading: Equatable
@MainActor func use_6303d2bf8c() {
    _ = Font.Leading.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(Font.Leading.self)
}

// u08d74f709c Font.Leading: Hashable
@MainActor func use_08d74f709c() {
    _ = Font.Leading.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(Font.Leading.self)
}
