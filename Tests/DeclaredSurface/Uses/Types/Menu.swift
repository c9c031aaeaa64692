// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u57f5f5efbc Menu
@MainActor func use_57f5f5efbc<Label: View, Content: View>(_ generics: (Label, Content).Type) {
    let _: Any.Type = Menu<Label, Content>.self
}
