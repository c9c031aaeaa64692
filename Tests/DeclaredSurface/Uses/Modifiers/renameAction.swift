// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0ebfb766d4 View.renameAction(_: FocusState<Bool>.Binding)
@MainActor func use_0ebfb766d4<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.renameAction(sample() as FocusState<Bool>.Binding) as any View
}

// uaa5df8cbe5 View.renameAction(_: () -> Void)
@MainActor func use_aa5df8cbe5<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.renameAction(sample() as () -> Void) as any View
}
