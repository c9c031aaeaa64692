// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9e8df42d6e View.accessibilityLinkedGroup<ID>(id: ID, in: Namespace.ID) where ID : Hashable
@MainActor func use_9e8df42d6e<Self_: View, ID: Hashable>(_ subject: Self_, _ generics: (Self_, ID).Type) {
    _ = subject.accessibilityLinkedGroup(id: sample() as ID, in: sample() as Namespace.ID) as any View
}
