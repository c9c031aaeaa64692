// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7ca3e05e3c ToolbarItem.init(placement: ToolbarItemPlacement, content: () -> Content) where ID == ()
@MainActor func use_7ca3e05e3c<Content: View>(_ generics: (Content).Type) {
    let _: ToolbarItem<(), Content> = ToolbarItem(
        placement: sample() as ToolbarItemPlacement,
        content: sample() as () -> Content
    )
    let _: ToolbarItem<(), Content> = ToolbarItem(content: sample() as () -> Content)
    let _: ToolbarItem<(), _> = ToolbarItem(
        placement: sample() as ToolbarItemPlacement,
        content: { Text(""); Text("") }
    )
}

// u581d1772ca ToolbarItem.init(id: String, placement: ToolbarItemPlacement, content: () -> Content) where ID == String
@MainActor func use_581d1772ca<Content: View>(_ generics: (Content).Type) {
    let _: ToolbarItem<String, Content> = ToolbarItem(
        id: sample() as String,
        placement: sample() as ToolbarItemPlacement,
        content: sample() as () -> Content
    )
    let _: ToolbarItem<String, Content> = ToolbarItem(id: sample() as String, content: sample() as () -> Content)
    let _: ToolbarItem<String, _> = ToolbarItem(
        id: sample() as String,
        placement: sample() as ToolbarItemPlacement,
        content: { Text(""); Text("") }
    )
}

// u2c683e5d38 ToolbarItem.init(id: String, placement: ToolbarItemPlacement, showsByDefault: Bool, content: () ->
//   Content) where ID == String
@MainActor func use_2c683e5d38<Content: View>(_ generics: (Content).Type) {
    let _: ToolbarItem<String, Content> = ToolbarItem(
        id: sample() as String,
        placement: sample() as ToolbarItemPlacement,
        showsByDefault: sample() as Bool,
        content: sample() as () -> Content
    )
    let _: ToolbarItem<String, Content> = ToolbarItem(
        id: sample() as String,
        showsByDefault: sample() as Bool,
        content: sample() as () -> Content
    )
    let _: ToolbarItem<String, _> = ToolbarItem(
        id: sample() as String,
        placement: sample() as ToolbarItemPlacement,
        showsByDefault: sample() as Bool,
        content: { Text(""); Text("") }
    )
}
