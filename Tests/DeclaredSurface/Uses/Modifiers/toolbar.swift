// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u16e1a9e024 View.toolbar(_: Visibility, for: ToolbarPlacement...)
@MainActor func use_16e1a9e024<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.toolbar(sample() as Visibility, for: sample() as ToolbarPlacement) as any View
}

// uaf8ab20412 View.toolbar<Content>(content: () -> Content) where Content : View
@MainActor func use_af8ab20412<Self_: View, Content: View>(_ subject: Self_, _ generics: (Self_, Content).Type) {
    _ = subject.toolbar(content: sample() as () -> Content) as any View
    _ = subject.toolbar(content: { Text(""); Text("") })
}

// u26c823a0b7 View.toolbar<Content>(content: () -> Content) where Content : ToolbarContent
@MainActor func use_26c823a0b7<Self_: View, Content: ToolbarContent>(
    _ subject: Self_,
    _ generics: (Self_, Content).Type
) {
    _ = subject.toolbar(content: sample() as () -> Content) as any View
}

// ucd68a19e32 View.toolbar<Content>(id: String, content: () -> Content) where Content : CustomizableToolbarContent
@MainActor func use_cd68a19e32<Self_: View, Content: CustomizableToolbarContent>(
    _ subject: Self_,
    _ generics: (Self_, Content).Type
) {
    _ = subject.toolbar(id: sample() as String, content: sample() as () -> Content) as any View
}
