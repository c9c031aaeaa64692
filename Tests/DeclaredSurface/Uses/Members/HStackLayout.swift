// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u893ff5ceb7 HStackLayout.alignment
@MainActor func use_893ff5ceb7(_ subject: HStackLayout) {
    var subject = subject
    let _: VerticalAlignment = subject.alignment
    subject.alignment = sample() as VerticalAlignment
}

// u5acbfb2690 HStackLayout.spacing
@MainActor func use_5acbfb2690(_ subject: HStackLayout) {
    var subject = subject
    let _: CGFloat? = subject.spacing
    subject.spacing = sample() as CGFloat?
}
