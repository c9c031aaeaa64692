// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue5bf6fec40 DropOperation: Equatable
@MainActor func use_e5bf6fec40() {
    _ = DropOperation.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(DropOperation.self)
}

// u70b775dabd DropOperation: Hashable
@MainActor func use_70b775dabd() {
    _ = DropOperation.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(DropOperation.self)
}
