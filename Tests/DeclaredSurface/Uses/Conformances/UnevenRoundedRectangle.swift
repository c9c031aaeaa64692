// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucf96fa30dc UnevenRoundedRectangle: InsettableShape
@MainActor func use_cf96fa30dc() {
    _ = UnevenRoundedRectangle.self
    func accept<T: InsettableShape>(_ type: T.Type) {}
    accept(UnevenRoundedRectangle.self)
}
