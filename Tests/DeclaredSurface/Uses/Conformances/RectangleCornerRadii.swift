// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufd7cf879dc RectangleCornerRadii: Sendable
@MainActor func use_fd7cf879dc() {
    _ = RectangleCornerRadii.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(RectangleCornerRadii.self)
}
