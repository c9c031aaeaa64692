// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud4931c3791 FillStyle.isEOFilled
@MainActor func use_d4931c3791(_ subject: FillStyle) {
    var subject = subject
    let _: Bool = subject.isEOFilled
    subject.isEOFilled = sample() as Bool
}

// u9f5442be58 FillStyle.isAntialiased
@MainActor func use_9f5442be58(_ subject: FillStyle) {
    var subject = subject
    let _: Bool = subject.isAntialiased
    subject.isAntialiased = sample() as Bool
}
