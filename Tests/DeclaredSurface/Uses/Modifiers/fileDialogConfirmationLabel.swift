// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubaaec0b30f View.fileDialogConfirmationLabel<S>(_: S) where S : StringProtocol
@MainActor func use_baaec0b30f<Self_: View, S: StringProtocol>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.fileDialogConfirmationLabel(sample() as S) as any View
}

// ub11917b685 View.fileDialogConfirmationLabel(_: Text?)
@MainActor func use_b11917b685<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.fileDialogConfirmationLabel(sample() as Text?) as any View
}

// ub480c7de87 View.fileDialogConfirmationLabel(_: LocalizedStringKey)
@MainActor func use_b480c7de87<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.fileDialogConfirmationLabel(sample() as LocalizedStringKey) as any View
}
