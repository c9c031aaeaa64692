// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u49886204fe ContentUnavailableView
@MainActor func use_49886204fe<Label: View, Description: View, Actions: View>(
    _ generics: (Label, Description, Actions).Type
) {
    let _: Any.Type = ContentUnavailableView<Label, Description, Actions>.self
}
