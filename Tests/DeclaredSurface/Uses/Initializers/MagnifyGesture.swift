// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6e2614acd8 MagnifyGesture.init(minimumScaleDelta: CGFloat)
@MainActor func use_6e2614acd8() {
    let _: MagnifyGesture = MagnifyGesture(minimumScaleDelta: sample() as CGFloat)
    let _: MagnifyGesture = MagnifyGesture()
}
