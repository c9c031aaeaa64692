// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u19ebee3e96 View.dialogSuppression<S>(_: S, isSuppressed: Binding<Bool>) where S : StringProtocol
@MainActor func use_19ebee3e96<Self_: View, S: StringProtocol>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.dialogSuppression(sample() as S, isSuppressed: sample() as Binding<Bool>) as any View
}
