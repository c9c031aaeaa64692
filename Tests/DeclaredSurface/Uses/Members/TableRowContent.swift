// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue924d84e28 TableRowContent.TableRowValue
@MainActor func use_e924d84e28<Self_: TableRowContent>(_ generics: (Self_).Type) {
    _ = Self_.TableRowValue.self
    func accept0<T: Identifiable>(_ type: T.Type) {}
    accept0(Self_.TableRowValue.self)
}

// ud80839be3f TableRowContent.TableRowBody
@MainActor func use_d80839be3f<Self_: TableRowContent>(_ generics: (Self_).Type) {
    _ = Self_.TableRowBody.self
    func accept0<T: TableRowContent>(_ type: T.Type) {}
    accept0(Self_.TableRowBody.self)
}

// ufb184faae3 TableRowContent.tableRowBody
@MainActor func use_fb184faae3<Self_: TableRowContent>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.TableRowBody = subject.tableRowBody
}

// u0582b8ecf6 TableRowContent.contextMenu<M>(menuItems: () -> M) where M : View
@MainActor func use_0582b8ecf6<Self_: TableRowContent, M: View>(_ subject: Self_, _ generics: (Self_, M).Type) {
    let _: ModifiedContent<Self_, _ContextMenuTableRowModifier<M>> = subject.contextMenu(menuItems: sample() as () -> M)
    _ = subject.contextMenu(menuItems: { Text(""); Text("") })
}

// ua6a9f4588e TableRowContent.contextMenu<M, P>(menuItems: () -> M, preview: () -> P) where M : View, P : View
@MainActor func use_a6a9f4588e<Self_: TableRowContent, M: View, P: View>(
    _ subject: Self_,
    _ generics: (Self_, M, P).Type
) {
    let _: ModifiedContent<Self_, _ContextMenuPreviewTableRowModifier<M, P>> = subject.contextMenu(
        menuItems: sample() as () -> M,
        preview: sample() as () -> P
    )
    _ = subject.contextMenu(menuItems: { Text(""); Text("") }, preview: { Text(""); Text("") })
}

// u3b75179a1d TableRowContent.draggable<T>(_: () -> T) where T : Transferable
@MainActor func use_3b75179a1d<Self_: TableRowContent, T: Transferable>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.draggable(sample() as T) as any TableRowContent<Self_.TableRowValue>
}

// u0c2ad4ff26 TableRowContent.dropDestination<T>(for: T.Type, action: (_ items: [T]) -> Void) where T : Transferable
@MainActor func use_0c2ad4ff26<Self_: TableRowContent, T: Transferable>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.dropDestination(
        for: sample() as T.Type,
        action: sample() as (_ items: [T]) -> Void
    ) as any TableRowContent<Self_.TableRowValue>
}

// ub9147f744b TableRowContent.itemProvider(_: (() -> NSItemProvider?)?)
@MainActor func use_b9147f744b<Self_: TableRowContent>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: ModifiedContent<Self_, ItemProviderTableRowModifier> = subject.itemProvider(
        sample() as (() -> NSItemProvider?)?
    )
}
