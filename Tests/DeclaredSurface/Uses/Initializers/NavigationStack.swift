// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0ac3738493 NavigationStack.init(root: () -> Root) where Data == NavigationPath
@MainActor func use_0ac3738493<Root: View>(_ generics: (Root).Type) {
    let _: NavigationStack<NavigationPath, Root> = NavigationStack(root: sample() as () -> Root)
    let _: NavigationStack<NavigationPath, _> = NavigationStack(root: { Text(""); Text("") })
}

// uf8e07bce54 NavigationStack.init(path: Binding<NavigationPath>, root: () -> Root) where Data == NavigationPath
@MainActor func use_f8e07bce54<Root: View>(_ generics: (Root).Type) {
    let _: NavigationStack<NavigationPath, Root> = NavigationStack(
        path: sample() as Binding<NavigationPath>,
        root: sample() as () -> Root
    )
    let _: NavigationStack<NavigationPath, _> = NavigationStack(
        path: sample() as Binding<NavigationPath>,
        root: { Text(""); Text("") }
    )
}

// u21d754d11d NavigationStack.init(path: Binding<Data>, root: () -> Root) where Data : MutableCollection, Data :
//   RandomAccessCollection, Data : RangeReplaceableCollection, Data.Element : Hashable
@MainActor func use_21d754d11d<
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    Root: View
>(
    _ generics: (Data, Root).Type
) where Data.Element : Hashable {
    let _: NavigationStack<Data, Root> = NavigationStack(path: sample() as Binding<Data>, root: sample() as () -> Root)
    let _: NavigationStack<Data, _> = NavigationStack(path: sample() as Binding<Data>, root: { Text(""); Text("") })
}
