// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5d421746ef ImageRenderer
@MainActor func use_5d421746ef<Content: View>(_ generics: (Content).Type) {
    let _: Any.Type = ImageRenderer<Content>.self
}
