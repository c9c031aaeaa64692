// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud0f14dafc8 CGSize.animatableData
@MainActor func use_d0f14dafc8(_ subject: CGSize) {
    var subject = subject
    let _: CGSize.AnimatableData = subject.animatableData
    subject.animatableData = sample() as CGSize.AnimatableData
}
