// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucc80b8da84 UIHostingConfiguration
@MainActor func use_cc80b8da84<Content: View, Background: View>(_ generics: (Content, Background).Type) {
    let _: Any.Type = UIHostingConfiguration<Content, Background>.self
}
