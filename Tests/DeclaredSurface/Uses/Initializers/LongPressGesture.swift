// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud4b09b70b5 LongPressGesture.init(minimumDuration: Double, maximumDistance: CGFloat)
@MainActor func use_d4b09b70b5() {
    let _: LongPressGesture = LongPressGesture(
        minimumDuration: sample() as Double,
        maximumDistance: sample() as CGFloat
    )
    let _: LongPressGesture = LongPressGesture()
}
