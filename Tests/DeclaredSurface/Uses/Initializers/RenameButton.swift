// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua7fe59807a RenameButton.init() where Label == Label<Text, Image>
@MainActor func use_a7fe59807a() {
    let _: RenameButton<Label<Text, Image>> = RenameButton()
}
