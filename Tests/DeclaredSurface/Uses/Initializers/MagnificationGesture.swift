// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2492e97922 MagnificationGesture.init(minimumScaleDelta: CGFloat)
@MainActor func use_2492e97922() {
    let _: MagnificationGesture = MagnificationGesture(minimumScaleDelta: sample() as CGFloat)
    let _: MagnificationGesture = MagnificationGesture()
}
