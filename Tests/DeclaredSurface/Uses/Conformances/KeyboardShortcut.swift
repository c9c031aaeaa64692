// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u503c644d06 KeyboardShortcut: Hashable
@MainActor func use_503c644d06() {
    _ = KeyboardShortcut.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(KeyboardShortcut.self)
}
