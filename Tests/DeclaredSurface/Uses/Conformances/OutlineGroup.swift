// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufccf9072c7 OutlineGroup: TableRowContent where ID == Data.Element.ID, Parent : TableRowContent, Parent == Leaf, Leaf
//   == Subgroup, Data.Element == Parent.TableRowValue
@MainActor func use_fccf9072c7<Data: RandomAccessCollection, Subgroup: TableRowContent>(
    _ generics: (Data, Subgroup).Type
) where Data.Element == Subgroup.TableRowValue, Data.Element.ID : Hashable {
    _ = OutlineGroup<Data, Data.Element.ID, Subgroup, Subgroup, Subgroup>.self
    func accept<T: TableRowContent>(_ type: T.Type) {}
    accept(OutlineGroup<Data, Data.Element.ID, Subgroup, Subgroup, Subgroup>.self)
}

// ua33fc2ea05 OutlineGroup: View where Parent : View, Leaf : View, Subgroup : View
@MainActor func use_a33fc2ea05<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>(
    _ generics: (Data, ID, Parent, Leaf, Subgroup).Type
) {
    _ = OutlineGroup<Data, ID, Parent, Leaf, Subgroup>.self
    func accept<T: View>(_ type: T.Type) {}
    accept(OutlineGroup<Data, ID, Parent, Leaf, Subgroup>.self)
}
