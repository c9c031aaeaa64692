// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uebffe3c892 SpatialEventCollection.Event.Phase: Equatable
@MainActor func use_ebffe3c892() {
    _ = SpatialEventCollection.Event.Phase.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(SpatialEventCollection.Event.Phase.self)
}

// ucace234c67 SpatialEventCollection.Event.Phase: Hashable
@MainActor func use_cace234c67() {
    _ = SpatialEventCollection.Event.Phase.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(SpatialEventCollection.Event.Phase.self)
}
