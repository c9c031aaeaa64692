// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1395bc52bd SpatialEventCollection.Event.Kind.touch
@MainActor func use_1395bc52bd() {
    let _: SpatialEventCollection.Event.Kind = .touch
}

// u6064f8825f SpatialEventCollection.Event.Kind.pencil
@MainActor func use_6064f8825f() {
    let _: SpatialEventCollection.Event.Kind = .pencil
}

// uf42f38a352 SpatialEventCollection.Event.Kind.pointer
@MainActor func use_f42f38a352() {
    let _: SpatialEventCollection.Event.Kind = .pointer
}

// u34a544c5b8 SpatialEventCollection.Event.Phase.active
@MainActor func use_34a544c5b8() {
    let _: SpatialEventCollection.Event.Phase = .active
}

// ude4a6deb3a SpatialEventCollection.Event.Phase.ended
@MainActor func use_de4a6deb3a() {
    let _: SpatialEventCollection.Event.Phase = .ended
}

// ub8a6edb9d0 SpatialEventCollection.Event.Phase.cancelled
@MainActor func use_b8a6edb9d0() {
    let _: SpatialEventCollection.Event.Phase = .cancelled
}
