// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u40eadff1a2 RotationGesture.init(minimumAngleDelta: Angle)
@MainActor func use_40eadff1a2() {
    let _: RotationGesture = RotationGesture(minimumAngleDelta: sample() as Angle)
    let _: RotationGesture = RotationGesture()
}
