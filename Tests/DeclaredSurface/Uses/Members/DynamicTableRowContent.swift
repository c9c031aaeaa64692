// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7a8d035a36 DynamicTableRowContent.Data
@MainActor func use_7a8d035a36<Self_: DynamicTableRowContent>(_ generics: (Self_).Type) {
    _ = Self_.Data.self
    func accept0<T: Collection>(_ type: T.Type) {}
    accept0(Self_.Data.self)
}

// u295d4fcd9c DynamicTableRowContent.data
@MainActor func use_295d4fcd9c<Self_: DynamicTableRowContent>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Data = subject.data
}

// ue134bc53bf DynamicTableRowContent.dropDestination<T>(for: T.Type, action: (Int, [T]) -> Void) where T : Transferable
@MainActor func use_e134bc53bf<Self_: DynamicTableRowContent, T: Transferable>(
    _ subject: Self_,
    _ generics: (Self_, T).Type
) {
    let _: ModifiedContent<Self_, OnInsertTableRowModifier> = subject.dropDestination(
        for: sample() as T.Type,
        action: sample() as (Int, [T]) -> Void
    )
}

// u0aef188364 DynamicTableRowContent.onInsert(of: [UTType], perform: (Int, [NSItemProvider]) -> Void)
@MainActor func use_0aef188364<Self_: DynamicTableRowContent>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: ModifiedContent<Self_, OnInsertTableRowModifier> = subject.onInsert(
        of: sample() as [UTType],
        perform: sample() as (Int, [NSItemProvider]) -> Void
    )
}
