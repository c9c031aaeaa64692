// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubf00570d44 TextEditor.init(text: Binding<String>)
@MainActor func use_bf00570d44() {
    let _: TextEditor = TextEditor(text: sample() as Binding<String>)
}
