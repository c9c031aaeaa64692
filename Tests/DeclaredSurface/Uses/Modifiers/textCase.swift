// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u43c570c113 View.textCase(_: Text.Case?)
@MainActor func use_43c570c113<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.textCase(sample() as Text.Case?) as any View
}
