// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5cd60ffa5d View.fileDialogBrowserOptions(_: FileDialogBrowserOptions)
@MainActor func use_5cd60ffa5d<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.fileDialogBrowserOptions(sample() as FileDialogBrowserOptions) as any View
}
