// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2c9fe16786 SpatialEventGesture.coordinateSpace
@MainActor func use_2c9fe16786(_ subject: SpatialEventGesture) {
    let _: CoordinateSpace = subject.coordinateSpace
}

// u7d9f23ae46 SpatialEventGesture.action
@MainActor func use_7d9f23ae46(_ subject: SpatialEventGesture) {
    let _: (SpatialEventCollection) -> Void = subject.action
}

// u0449d2657e SpatialEventGesture.internalBody
@MainActor func use_0449d2657e(_ subject: SpatialEventGesture) {
    _ = subject.internalBody as any Gesture<()>
}
