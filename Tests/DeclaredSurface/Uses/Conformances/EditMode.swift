// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5d334f2e27 EditMode: Equatable
@MainActor func use_5d334f2e27() {
    _ = EditMode.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(EditMode.self)
}

// uc5af719665 EditMode: Hashable
@MainActor func use_c5af719665() {
    _ = EditMode.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(EditMode.self)
}
