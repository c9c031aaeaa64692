// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u89a4dad8f8 DynamicViewContent.onDelete(perform: Optional<(IndexSet) -> Void>)
@MainActor func use_89a4dad8f8<Self_: DynamicViewContent>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onDelete(perform: sample() as ((IndexSet) -> Void)?) as any DynamicViewContent
}

// u4d8f5c2cd5 DynamicViewContent.onMove(perform: Optional<(IndexSet, Int) -> Void>)
@MainActor func use_4d8f5c2cd5<Self_: DynamicViewContent>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onMove(perform: sample() as ((IndexSet, Int) -> Void)?) as any DynamicViewContent
}

// ue9e355f377 DynamicViewContent.Data
@MainActor func use_e9e355f377<Self_: DynamicViewContent>(_ generics: (Self_).Type) {
    _ = Self_.Data.self
    func accept0<T: Collection>(_ type: T.Type) {}
    accept0(Self_.Data.self)
}

// u56d2472637 DynamicViewContent.data
@MainActor func use_56d2472637<Self_: DynamicViewContent>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Data = subject.data
}

// u71a279d3d0 DynamicViewContent.dropDestination<T>(for: T.Type, action: ([T], Int) -> Void) where T : Transferable
@MainActor func use_71a279d3d0<Self_: DynamicViewContent, T: Transferable>(
    _ subject: Self_,
    _ generics: (Self_, T).Type
) {
    _ = subject.dropDestination(
        for: sample() as T.Type,
        action: sample() as ([T], Int) -> Void
    ) as any DynamicViewContent
}

// u425c5ee625 DynamicViewContent.onInsert(of: [UTType], perform: (Int, [NSItemProvider]) -> Void)
@MainActor func use_425c5ee625<Self_: DynamicViewContent>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onInsert(
        of: sample() as [UTType],
        perform: sample() as (Int, [NSItemProvider]) -> Void
    ) as any DynamicViewContent
}

// u2109f4d4c7 DynamicViewContent.onInsert(of: [String], perform: (Int, [NSItemProvider]) -> Void)
@MainActor func use_2109f4d4c7<Self_: DynamicViewContent>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onInsert(
        of: sample() as [String],
        perform: sample() as (Int, [NSItemProvider]) -> Void
    ) as any DynamicViewContent
}
