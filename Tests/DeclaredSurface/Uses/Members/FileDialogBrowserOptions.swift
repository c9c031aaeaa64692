// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1584a6bd8b FileDialogBrowserOptions.rawValue
@MainActor func use_1584a6bd8b(_ subject: FileDialogBrowserOptions) {
    let _: Int = subject.rawValue
}
