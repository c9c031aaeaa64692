// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0250011068 View.popover<Item, Content>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor, arrowEdge:
//   Edge, content: (Item) -> Content) where Item : Identifiable, Content : View
@MainActor func use_0250011068<Self_: View, Item: Identifiable, Content: View>(
    _ subject: Self_,
    _ generics: (Self_, Item, Content).Type
) {
    _ = subject.popover(
        item: sample() as Binding<Item?>,
        attachmentAnchor: sample() as PopoverAttachmentAnchor,
        arrowEdge: sample() as Edge,
        content: sample() as (Item) -> Content
    ) as any View
    _ = subject.popover(item: sample() as Binding<Item?>, content: sample() as (Item) -> Content) as any View
    _ = subject.popover(
        item: sample() as Binding<Item?>,
        attachmentAnchor: sample() as PopoverAttachmentAnchor,
        arrowEdge: sample() as Edge,
        content: { (_: Item) in Text(""); Text("") }
    )
}

// u9fdfb87a9b View.popover<Content>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor, arrowEdge:
//   Edge, content: () -> Content) where Content : View
@MainActor func use_9fdfb87a9b<Self_: View, Content: View>(_ subject: Self_, _ generics: (Self_, Content).Type) {
    _ = subject.popover(
        isPresented: sample() as Binding<Bool>,
        attachmentAnchor: sample() as PopoverAttachmentAnchor,
        arrowEdge: sample() as Edge,
        content: sample() as () -> Content
    ) as any View
    _ = subject.popover(isPresented: sample() as Binding<Bool>, content: sample() as () -> Content) as any View
    _ = subject.popover(
        isPresented: sample() as Binding<Bool>,
        attachmentAnchor: sample() as PopoverAttachmentAnchor,
        arrowEdge: sample() as Edge,
        content: { Text(""); Text("") }
    )
}
