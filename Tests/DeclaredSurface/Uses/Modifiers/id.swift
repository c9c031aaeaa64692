// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u190d1e9466 View.id<ID>(_: ID) where ID : Hashable
@MainActor func use_190d1e9466<Self_: View, ID: Hashable>(_ subject: Self_, _ generics: (Self_, ID).Type) {
    _ = subject.id(sample() as ID) as any View
}
