// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8be043db61 View.autocapitalization(_: UITextAutocapitalizationType)
@MainActor func use_8be043db61<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.autocapitalization(sample() as UITextAutocapitalizationType) as any View
}
