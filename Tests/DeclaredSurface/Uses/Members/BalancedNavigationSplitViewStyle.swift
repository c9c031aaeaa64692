// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5ae454f72a BalancedNavigationSplitViewStyle.makeBody(configuration: BalancedNavigationSplitViewStyle.Configuration)
@MainActor func use_5ae454f72a(_ subject: BalancedNavigationSplitViewStyle) {
    _ = subject.makeBody(configuration: sample() as BalancedNavigationSplitViewStyle.Configuration) as any View
}
