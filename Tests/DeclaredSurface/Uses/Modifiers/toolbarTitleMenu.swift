// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8301eb8557 View.toolbarTitleMenu<C>(content: () -> C) where C : View
@MainActor func use_8301eb8557<Self_: View, C: View>(_ subject: Self_, _ generics: (Self_, C).Type) {
    _ = subject.toolbarTitleMenu(content: sample() as () -> C) as any View
    _ = subject.toolbarTitleMenu(content: { Text(""); Text("") })
}
