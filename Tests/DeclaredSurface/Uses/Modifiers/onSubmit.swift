// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue1243e165b View.onSubmit(of: SubmitTriggers, _: (() -> Void))
@MainActor func use_e1243e165b<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onSubmit(of: sample() as SubmitTriggers, sample() as (() -> Void)) as any View
    _ = subject.onSubmit(sample() as (() -> Void)) as any View
}
