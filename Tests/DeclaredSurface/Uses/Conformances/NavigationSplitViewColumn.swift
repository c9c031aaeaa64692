// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5e364189a5 NavigationSplitViewColumn: Comparable
@MainActor func use_5e364189a5() {
    _ = NavigationSplitViewColumn.self
    func accept<T: Comparable>(_ type: T.Type) {}
    accept(NavigationSplitViewColumn.self)
}
