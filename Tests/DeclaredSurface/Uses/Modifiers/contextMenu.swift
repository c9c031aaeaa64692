// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uaf595ac4f1 View.contextMenu<MenuItems>(menuItems: () -> MenuItems) where MenuItems : View
@MainActor func use_af595ac4f1<Self_: View, MenuItems: View>(_ subject: Self_, _ generics: (Self_, MenuItems).Type) {
    _ = subject.contextMenu(menuItems: sample() as () -> MenuItems) as any View
    _ = subject.contextMenu(menuItems: { Text(""); Text("") })
}

// u9f138052d1 View.contextMenu<M, P>(menuItems: () -> M, preview: () -> P) where M : View, P : View
@MainActor func use_9f138052d1<Self_: View, M: View, P: View>(_ subject: Self_, _ generics: (Self_, M, P).Type) {
    _ = subject.contextMenu(menuItems: sample() as () -> M, preview: sample() as () -> P) as any View
    _ = subject.contextMenu(menuItems: { Text(""); Text("") }, preview: { Text(""); Text("") })
}

// u68e62140c6 View.contextMenu<MenuItems>(_: ContextMenu<MenuItems>?) where MenuItems : View
@MainActor func use_68e62140c6<Self_: View, MenuItems: View>(_ subject: Self_, _ generics: (Self_, MenuItems).Type) {
    _ = subject.contextMenu(sample() as ContextMenu<MenuItems>?) as any View
}

// uf2e4b0b788 View.contextMenu<I, M>(forSelectionType: I.Type, menu: (Set<I>) -> M, primaryAction: ((Set<I>) -> Void)?)
//   where I : Hashable, M : View
@MainActor func use_f2e4b0b788<Self_: View, I: Hashable, M: View>(_ subject: Self_, _ generics: (Self_, I, M).Type) {
    _ = subject.contextMenu(
        forSelectionType: sample() as I.Type,
        menu: sample() as (Set<I>) -> M,
        primaryAction: sample() as ((Set<I>) -> Void)?
    ) as any View
    _ = subject.contextMenu(
        forSelectionType: sample() as I.Type,
        menu: { (_: Set<I>) in Text(""); Text("") },
        primaryAction: sample() as ((Set<I>) -> Void)?
    )
}
