// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue7da223b64 View.fileDialogImportsUnresolvedAliases(_: Bool)
@MainActor func use_e7da223b64<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.fileDialogImportsUnresolvedAliases(sample() as Bool) as any View
}
