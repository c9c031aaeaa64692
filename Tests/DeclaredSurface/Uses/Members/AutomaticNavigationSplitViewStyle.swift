// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u95fbf10970 AutomaticNavigationSplitViewStyle.makeBody(configuration:
//   AutomaticNavigationSplitViewStyle.Configuration)
@MainActor func use_95fbf10970(_ subject: AutomaticNavigationSplitViewStyle) {
    _ = subject.makeBody(configuration: sample() as AutomaticNavigationSplitViewStyle.Configuration) as any View
}
