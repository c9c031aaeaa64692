// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud0517071aa Link
@MainActor func use_d0517071aa<Label: View>(_ generics: (Label).Type) {
    let _: Any.Type = Link<Label>.self
}
