// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u794826af61 ProposedViewSize.width
@MainActor func use_794826af61(_ subject: ProposedViewSize) {
    var subject = subject
    let _: CGFloat? = subject.width
    subject.width = sample() as CGFloat?
}

// u05933083a3 ProposedViewSize.height
@MainActor func use_05933083a3(_ subject: ProposedViewSize) {
    var subject = subject
    let _: CGFloat? = subject.height
    subject.height = sample() as CGFloat?
}

// ubadcb29c92 ProposedViewSize.replacingUnspecifiedDimensions(by: CGSize)
@MainActor func use_badcb29c92(_ subject: ProposedViewSize) {
    let _: CGSize = subject.replacingUnspecifiedDimensions(by: sample() as CGSize)
    let _: CGSize = subject.replacingUnspecifiedDimensions()
}
