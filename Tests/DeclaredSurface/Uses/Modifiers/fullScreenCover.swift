// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u56bd5ea870 View.fullScreenCover<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)?, content: (Item) ->
//   Content) where Item : Identifiable, Content : View
@MainActor func use_56bd5ea870<Self_: View, Item: Identifiable, Content: View>(
    _ subject: Self_,
    _ generics: (Self_, Item, Content).Type
) {
    _ = subject.fullScreenCover(
        item: sample() as Binding<Item?>,
        onDismiss: sample() as (() -> Void)?,
        content: sample() as (Item) -> Content
    ) as any View
    _ = subject.fullScreenCover(item: sample() as Binding<Item?>, content: sample() as (Item) -> Content) as any View
    _ = subject.fullScreenCover(
        item: sample() as Binding<Item?>,
        onDismiss: sample() as (() -> Void)?,
        content: { (_: Item) in Text(""); Text("") }
    )
}

// u92c329c7c0 View.fullScreenCover<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)?, content: () ->
//   Content) where Content : View
@MainActor func use_92c329c7c0<Self_: View, Content: View>(_ subject: Self_, _ generics: (Self_, Content).Type) {
    _ = subject.fullScreenCover(
        isPresented: sample() as Binding<Bool>,
        onDismiss: sample() as (() -> Void)?,
        content: sample() as () -> Content
    ) as any View
    _ = subject.fullScreenCover(isPresented: sample() as Binding<Bool>, content: sample() as () -> Content) as any View
    _ = subject.fullScreenCover(
        isPresented: sample() as Binding<Bool>,
        onDismiss: sample() as (() -> Void)?,
        content: { Text(""); Text("") }
    )
}
