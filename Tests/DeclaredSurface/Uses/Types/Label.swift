// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u74341e3c27 Label
@MainActor func use_74341e3c27<Title: View, Icon: View>(_ generics: (Title, Icon).Type) {
    let _: Any.Type = Label<Title, Icon>.self
}
