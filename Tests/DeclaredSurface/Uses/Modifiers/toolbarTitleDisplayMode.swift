// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0d21b9dd09 View.toolbarTitleDisplayMode(_: ToolbarTitleDisplayMode)
@MainActor func use_0d21b9dd09<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.toolbarTitleDisplayMode(sample() as ToolbarTitleDisplayMode) as any View
}
