// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5435f9dea2 DragGesture.init(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace)
@MainActor func use_5435f9dea2() {
    let _: DragGesture = DragGesture(minimumDistance: sample() as CGFloat, coordinateSpace: sample() as CoordinateSpace)
}

// ub6a4b0a659 DragGesture.init(minimumDistance: CGFloat, coordinateSpace: some CoordinateSpaceProtocol)
@MainActor func use_b6a4b0a659<Opaque1: CoordinateSpaceProtocol>(_ generics: (Opaque1).Type) {
    let _: DragGesture = DragGesture(minimumDistance: sample() as CGFloat, coordinateSpace: sample() as Opaque1)
    let _: DragGesture = DragGesture()
}
