// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf14f034c29 ScenePhase: Sendable
@MainActor func use_f14f034c29() {
    _ = ScenePhase.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(ScenePhase.self)
}

// ued0bd10d8a ScenePhase: Hashable
@MainActor func use_ed0bd10d8a() {
    _ = ScenePhase.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(ScenePhase.self)
}
