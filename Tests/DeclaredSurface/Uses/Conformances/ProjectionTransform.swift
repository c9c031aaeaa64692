// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubee7886b52 ProjectionTransform: Equatable
@MainActor func use_bee7886b52() {
    _ = ProjectionTransform.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(ProjectionTransform.self)
}

// u900692daff ProjectionTransform: Sendable
@MainActor func use_900692daff() {
    _ = ProjectionTransform.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(ProjectionTransform.self)
}
