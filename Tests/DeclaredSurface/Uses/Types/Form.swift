// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u80446347ed Form
@MainActor func use_80446347ed<Content: View>(_ generics: (Content).Type) {
    let _: Any.Type = Form<Content>.self
}
