// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u539c1e3919 LabeledContent
@MainActor func use_539c1e3919<Label, Content>(_ generics: (Label, Content).Type) {
    let _: Any.Type = LabeledContent<Label, Content>.self
}
