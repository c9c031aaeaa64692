// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uff0684356f FocusedValues: Equatable
@MainActor func use_ff0684356f() {
    _ = FocusedValues.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(FocusedValues.self)
}
