// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u21746b1c09 View.textInputAutocapitalization(_: TextInputAutocapitalization?)
@MainActor func use_21746b1c09<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.textInputAutocapitalization(sample() as TextInputAutocapitalization?) as any View
}
