// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u33282cb455 View.listItemTint(_: ListItemTint?)
@MainActor func use_33282cb455<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.listItemTint(sample() as ListItemTint?) as any View
}

// u53b2f22b15 View.listItemTint(_: Color?)
@MainActor func use_53b2f22b15<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.listItemTint(sample() as Color?) as any View
}
