// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6f78e8eaf0 View.sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)?, content: (Item) -> Content)
//   where Item : Identifiable, Content : View
@MainActor func use_6f78e8eaf0<Self_: View, Item: Identifiable, Content: View>(
    _ subject: Self_,
    _ generics: (Self_, Item, Content).Type
) {
    _ = subject.sheet(
        item: sample() as Binding<Item?>,
        onDismiss: sample() as (() -> Void)?,
        content: sample() as (Item) -> Content
    ) as any View
    _ = subject.sheet(item: sample() as Binding<Item?>, content: sample() as (Item) -> Content) as any View
    _ = subject.sheet(
        item: sample() as Binding<Item?>,
        onDismiss: sample() as (() -> Void)?,
        content: { (_: Item) in Text(""); Text("") }
    )
}

// u6267a062a9 View.sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)?, content: () -> Content) where
//   Content : View
@MainActor func use_6267a062a9<Self_: View, Content: View>(_ subject: Self_, _ generics: (Self_, Content).Type) {
    _ = subject.sheet(
        isPresented: sample() as Binding<Bool>,
        onDismiss: sample() as (() -> Void)?,
        content: sample() as () -> Content
    ) as any View
    _ = subject.sheet(isPresented: sample() as Binding<Bool>, content: sample() as () -> Content) as any View
    _ = subject.sheet(
        isPresented: sample() as Binding<Bool>,
        onDismiss: sample() as (() -> Void)?,
        content: { Text(""); Text("") }
    )
}
