// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0cb2ee1eea static EditActions.all
@MainActor func use_0cb2ee1eea<Data>(_ generics: (Data).Type) {
    let _: EditActions<Data> = EditActions<Data>.all
}

// u435663f35c static EditActions.delete where Data : RangeReplaceableCollection
@MainActor func use_435663f35c<Data: RangeReplaceableCollection>(_ generics: (Data).Type) {
    let _: EditActions<Data> = EditActions<Data>.delete
}

// ub3b328d4e9 static EditActions.all where Data : RangeReplaceableCollection
@MainActor func use_b3b328d4e9<Data: RangeReplaceableCollection>(_ generics: (Data).Type) {
    let _: EditActions<Data> = EditActions<Data>.all
}

// u8253f242bb static EditActions.move where Data : MutableCollection
@MainActor func use_8253f242bb<Data: MutableCollection>(_ generics: (Data).Type) {
    let _: EditActions<Data> = EditActions<Data>.move
}

// u4fbece113f static EditActions.all where Data : MutableCollection
@MainActor func use_4fbece113f<Data: MutableCollection>(_ generics: (Data).Type) {
    let _: EditActions<Data> = EditActions<Data>.all
}

// u89f3b688a7 static EditActions.all where Data : MutableCollection, Data : RangeReplaceableCollection
@MainActor func use_89f3b688a7<Data: MutableCollection & RangeReplaceableCollection>(_ generics: (Data).Type) {
    let _: EditActions<Data> = EditActions<Data>.all
}
