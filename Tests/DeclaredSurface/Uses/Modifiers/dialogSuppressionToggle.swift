// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u915a05af18 View.dialogSuppressionToggle(_: LocalizedStringKey, isSuppressed: Binding<Bool>)
@MainActor func use_915a05af18<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.dialogSuppressionToggle(
        sample() as LocalizedStringKey,
        isSuppressed: sample() as Binding<Bool>
    ) as any View
}

// u00161a8bbc View.dialogSuppressionToggle(_: Text, isSuppressed: Binding<Bool>)
@MainActor func use_00161a8bbc<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.dialogSuppressionToggle(sample() as Text, isSuppressed: sample() as Binding<Bool>) as any View
}

// u9ad31119d8 View.dialogSuppressionToggle(isSuppressed: Binding<Bool>)
@MainActor func use_9ad31119d8<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.dialogSuppressionToggle(isSuppressed: sample() as Binding<Bool>) as any View
}
