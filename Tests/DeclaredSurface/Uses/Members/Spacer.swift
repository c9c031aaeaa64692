// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf3eb9df600 Spacer.minLength
@MainActor func use_f3eb9df600(_ subject: Spacer) {
    var subject = subject
    let _: CGFloat? = subject.minLength
    subject.minLength = sample() as CGFloat?
}
