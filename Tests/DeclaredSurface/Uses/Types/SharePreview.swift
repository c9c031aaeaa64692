// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2853cdb150 SharePreview
@MainActor func use_2853cdb150<Image: Transferable, Icon: Transferable>(_ generics: (Image, Icon).Type) {
    let _: Any.Type = SharePreview<Image, Icon>.self
}
