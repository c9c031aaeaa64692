// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufa6aba65a4 TupleView.init(_: T)
@MainActor func use_fa6aba65a4<T>(_ generics: (T).Type) {
    let _: TupleView<T> = TupleView(sample() as T)
}
