// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua2376f67a1 Circle.path(in: CGRect)
@MainActor func use_a2376f67a1(_ subject: Circle) {
    let _: Path = subject.path(in: sample() as CGRect)
}

// u9f4f998c81 Circle.layoutDirectionBehavior
@MainActor func use_9f4f998c81(_ subject: Circle) {
    let _: LayoutDirectionBehavior = subject.layoutDirectionBehavior
}

// uedd5cdcdad Circle.sizeThatFits(_: ProposedViewSize)
@MainActor func use_edd5cdcdad(_ subject: Circle) {
    let _: CGSize = subject.sizeThatFits(sample() as ProposedViewSize)
}

// u4f656f8362 Circle.inset(by: CGFloat)
@MainActor func use_4f656f8362(_ subject: Circle) {
    _ = subject.inset(by: sample() as CGFloat) as any InsettableShape
}
