// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u32211b0dc4 SpatialTapGesture.init(count: Int, coordinateSpace: CoordinateSpace)
@MainActor func use_32211b0dc4() {
    let _: SpatialTapGesture = SpatialTapGesture(count: sample() as Int, coordinateSpace: sample() as CoordinateSpace)
}

// u23aea549ac SpatialTapGesture.init(count: Int, coordinateSpace: some CoordinateSpaceProtocol)
@MainActor func use_23aea549ac<Opaque1: CoordinateSpaceProtocol>(_ generics: (Opaque1).Type) {
    let _: SpatialTapGesture = SpatialTapGesture(count: sample() as Int, coordinateSpace: sample() as Opaque1)
    let _: SpatialTapGesture = SpatialTapGesture()
}
