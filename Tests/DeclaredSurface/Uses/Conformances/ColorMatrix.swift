// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8252871db8 ColorMatrix: Sendable
@MainActor func use_8252871db8() {
    _ = ColorMatrix.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(ColorMatrix.self)
}
