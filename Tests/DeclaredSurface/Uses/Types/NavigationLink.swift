// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u362ba841fc NavigationLink
@MainActor func use_362ba841fc<Label: View, Destination: View>(_ generics: (Label, Destination).Type) {
    let _: Any.Type = NavigationLink<Label, Destination>.self
}
