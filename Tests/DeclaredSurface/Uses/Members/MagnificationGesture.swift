// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udc18006a2d MagnificationGesture.minimumScaleDelta
@MainActor func use_dc18006a2d(_ subject: MagnificationGesture) {
    var subject = subject
    let _: CGFloat = subject.minimumScaleDelta
    subject.minimumScaleDelta = sample() as CGFloat
}
