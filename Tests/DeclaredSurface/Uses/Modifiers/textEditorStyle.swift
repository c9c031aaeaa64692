// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue8b5621d09 View.textEditorStyle(_: some TextEditorStyle)
@MainActor func use_e8b5621d09<Self_: View, Opaque1: TextEditorStyle>(
    _ subject: Self_,
    _ generics: (Self_, Opaque1).Type
) {
    _ = subject.textEditorStyle(sample() as Opaque1) as any View
}
