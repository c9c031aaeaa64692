// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u62f03cb965 RotateGesture.init(minimumAngleDelta: Angle)
@MainActor func use_62f03cb965() {
    let _: RotateGesture = RotateGesture(minimumAngleDelta: sample() as Angle)
    let _: RotateGesture = RotateGesture()
}
