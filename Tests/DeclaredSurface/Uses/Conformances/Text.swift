// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua9b0b0bb32 Text.DateStyle: Equatable
@MainActor func use_a9b0b0bb32() {
    _ = Text.DateStyle.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(Text.DateStyle.self)
}

// u2b5eac4b6d Text.DateStyle: Codable
@MainActor func use_2b5eac4b6d() {
    _ = Text.DateStyle.self
    func accept<T: Codable>(_ type: T.Type) {}
    accept(Text.DateStyle.self)
}

// uf19d602196 Text: View
@MainActor func use_f19d602196() {
    _ = Text.self
    func accept<T: View>(_ type: T.Type) {}
    accept(Text.self)
}

// ub79e0f8e47 Text.TruncationMode: Equatable
@MainActor func use_b79e0f8e47() {
    _ = Text.TruncationMode.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(Text.TruncationMode.self)
}

// u531333a909 Text.TruncationMode: Hashable
@MainActor func use_531333a909() {
    _ = Text.TruncationMode.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(Text.TruncationMode.self)
}

// ud9ea7d3e3b Text.Case: Equatable
@MainActor func use_d9ea7d3e3b() {
    _ = Text.Case.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(Text.Case.self)
}

// ud05d411e3a Text.Case: Hashable
@MainActor func use_d05d411e3a() {
    _ = Text.Case.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(Text.Case.self)
}
