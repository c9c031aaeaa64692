// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc7acdd0aea FileDialogBrowserOptions: Sendable
@MainActor func use_c7acdd0aea() {
    _ = FileDialogBrowserOptions.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(FileDialogBrowserOptions.self)
}
