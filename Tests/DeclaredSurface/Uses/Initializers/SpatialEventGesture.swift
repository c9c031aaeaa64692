// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6a0e9aed55 SpatialEventGesture.init(coordinateSpace: any CoordinateSpaceProtocol, action: (SpatialEventCollection)
//   -> Void)
@MainActor func use_6a0e9aed55() {
    let _: SpatialEventGesture = SpatialEventGesture(
        coordinateSpace: sample() as any CoordinateSpaceProtocol,
        action: sample() as (SpatialEventCollection) -> Void
    )
    let _: SpatialEventGesture = SpatialEventGesture(action: sample() as (SpatialEventCollection) -> Void)
}
