// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucfa98a8f66 CGRect.animatableData
@MainActor func use_cfa98a8f66(_ subject: CGRect) {
    var subject = subject
    let _: CGRect.AnimatableData = subject.animatableData
    subject.animatableData = sample() as CGRect.AnimatableData
}
