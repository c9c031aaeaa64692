// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2497d6a244 NavigationView.init(content: () -> Content)
@MainActor func use_2497d6a244<Content: View>(_ generics: (Content).Type) {
    let _: NavigationView<Content> = NavigationView(content: sample() as () -> Content)
    let _: NavigationView<_> = NavigationView(content: { Text(""); Text("") })
}
