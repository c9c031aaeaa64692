// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue0d9adfbf2 NavigationSplitViewVisibility.encode(to: any Encoder)
@MainActor func use_e0d9adfbf2(_ subject: NavigationSplitViewVisibility) throws {
    try subject.encode(to: sample() as any Encoder)
}
