// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6902e429c7 RenameButton
@MainActor func use_6902e429c7<Label: View>(_ generics: (Label).Type) {
    let _: Any.Type = RenameButton<Label>.self
}
