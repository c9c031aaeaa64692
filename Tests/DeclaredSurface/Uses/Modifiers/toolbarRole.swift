// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua47f790e81 View.toolbarRole(_: ToolbarRole)
@MainActor func use_a47f790e81<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.toolbarRole(sample() as ToolbarRole) as any View
}
