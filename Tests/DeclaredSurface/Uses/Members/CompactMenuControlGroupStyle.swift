// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7d4fd3a757 CompactMenuControlGroupStyle.makeBody(configuration: CompactMenuControlGroupStyle.Configuration)
@MainActor func use_7d4fd3a757(_ subject: CompactMenuControlGroupStyle) {
    _ = subject.makeBody(configuration: sample() as CompactMenuControlGroupStyle.Configuration) as any View
}
