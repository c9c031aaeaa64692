// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0dfdc56192 View.fileDialogURLEnabled(_: Predicate<URL>)
@MainActor func use_0dfdc56192<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.fileDialogURLEnabled(sample() as Predicate<URL>) as any View
}
