// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufcc7d3b103 Capsule.style
@MainActor func use_fcc7d3b103(_ subject: Capsule) {
    var subject = subject
    let _: RoundedCornerStyle = subject.style
    subject.style = sample() as RoundedCornerStyle
}

// ua4f7b8bb5e Capsule.path(in: CGRect)
@MainActor func use_a4f7b8bb5e(_ subject: Capsule) {
    let _: Path = subject.path(in: sample() as CGRect)
}

// u3edf275163 Capsule.layoutDirectionBehavior
@MainActor func use_3edf275163(_ subject: Capsule) {
    let _: LayoutDirectionBehavior = subject.layoutDirectionBehavior
}

// u31c21c476f Capsule.inset(by: CGFloat)
@MainActor func use_31c21c476f(_ subject: Capsule) {
    _ = subject.inset(by: sample() as CGFloat) as any InsettableShape
}
