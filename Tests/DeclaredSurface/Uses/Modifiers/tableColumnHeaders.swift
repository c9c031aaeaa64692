// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u96e73ece43 View.tableColumnHeaders(_: Visibility)
@MainActor func use_96e73ece43<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.tableColumnHeaders(sample() as Visibility) as any View
}
