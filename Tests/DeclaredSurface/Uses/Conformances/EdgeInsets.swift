// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u48e2e4eb2c EdgeInsets: Animatable
@MainActor func use_48e2e4eb2c() {
    _ = EdgeInsets.self
    func accept<T: Animatable>(_ type: T.Type) {}
    accept(EdgeInsets.self)
}

// u748f825fe8 EdgeInsets: Sendable
@MainActor func use_748f825fe8() {
    _ = EdgeInsets.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(EdgeInsets.self)
}
