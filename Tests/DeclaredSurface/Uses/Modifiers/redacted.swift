// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uddb9258590 View.redacted(reason: RedactionReasons)
@MainActor func use_ddb9258590<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.redacted(reason: sample() as RedactionReasons) as any View
}
