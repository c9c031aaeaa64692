// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uaa7f7338de CoordinateSpace: Equatable
@MainActor func use_aa7f7338de() {
    _ = CoordinateSpace.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(CoordinateSpace.self)
}

// ud558fbc488 CoordinateSpace: Hashable
@MainActor func use_d558fbc488() {
    _ = CoordinateSpace.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(CoordinateSpace.self)
}
