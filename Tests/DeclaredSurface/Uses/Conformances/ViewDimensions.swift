// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue6809d1044 ViewDimensions: Equatable
@MainActor func use_e6809d1044() {
    _ = ViewDimensions.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(ViewDimensions.self)
}
