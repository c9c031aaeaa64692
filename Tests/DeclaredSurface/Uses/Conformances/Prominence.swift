// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua0bc1461e5 Prominence: Equatable
@MainActor func use_a0bc1461e5() {
    _ = Prominence.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(Prominence.self)
}

// u84c1e97f64 Prominence: Hashable
@MainActor func use_84c1e97f64() {
    _ = Prominence.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(Prominence.self)
}
