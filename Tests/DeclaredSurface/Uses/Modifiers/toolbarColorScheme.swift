// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u44f0a8a121 View.toolbarColorScheme(_: ColorScheme?, for: ToolbarPlacement...)
@MainActor func use_44f0a8a121<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.toolbarColorScheme(sample() as ColorScheme?, for: sample() as ToolbarPlacement) as any View
}
