// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u809a92546f View.equatable() where Self : Equatable
@MainActor func use_809a92546f<Self_: View & Equatable>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.equatable() as any View
}
