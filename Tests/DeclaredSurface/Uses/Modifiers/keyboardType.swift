// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u19ea22257b View.keyboardType(_: UIKeyboardType)
@MainActor func use_19ea22257b<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.keyboardType(sample() as UIKeyboardType) as any View
}
