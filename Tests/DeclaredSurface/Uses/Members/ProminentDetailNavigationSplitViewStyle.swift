// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6f0884d527 ProminentDetailNavigationSplitViewStyle.makeBody(configuration:
//   ProminentDetailNavigationSplitViewStyle.Configuration)
@MainActor func use_6f0884d527(_ subject: ProminentDetailNavigationSplitViewStyle) {
    _ = subject.makeBody(configuration: sample() as ProminentDetailNavigationSplitViewStyle.Configuration) as any View
}
