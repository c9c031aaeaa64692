// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc4c7034f7c ProposedViewSize.init(width: CGFloat?, height: CGFloat?)
@MainActor func use_c4c7034f7c() {
    let _: ProposedViewSize = ProposedViewSize(width: sample() as CGFloat?, height: sample() as CGFloat?)
}

// u92f1065653 ProposedViewSize.init(_: CGSize)
@MainActor func use_92f1065653() {
    let _: ProposedViewSize = ProposedViewSize(sample() as CGSize)
}
