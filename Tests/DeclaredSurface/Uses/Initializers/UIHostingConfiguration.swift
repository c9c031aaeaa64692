// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uadfbb1e409 UIHostingConfiguration.init(content: () -> Content) where Background == EmptyView
@MainActor func use_adfbb1e409<Content: View>(_ generics: (Content).Type) {
    let _: UIHostingConfiguration<Content, EmptyView> = UIHostingConfiguration(content: sample() as () -> Content)
    let _: UIHostingConfiguration<_, EmptyView> = UIHostingConfiguration(content: { Text(""); Text("") })
}
