// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubf679e712e Shape.sizeThatFits(_: ProposedViewSize)
@MainActor func use_bf679e712e<Self_: Shape>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: CGSize = subject.sizeThatFits(sample() as ProposedViewSize)
}
