// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u520ac12f46 View.fileDialogCustomizationID(_: String)
@MainActor func use_520ac12f46<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.fileDialogCustomizationID(sample() as String) as any View
}
