// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uaa0ec41157 Anchor.Source.init<T>(_: [Anchor<T>.Source]) where Value == [T]
@MainActor func use_aa0ec41157<T>(_ generics: (T).Type) {
    let _: Anchor<[T]>.Source = Anchor.Source(sample() as [Anchor<T>.Source])
}

// u22567d96a8 Anchor.Source.init<T>(_: Anchor<T>.Source?) where Value == T?
@MainActor func use_22567d96a8<T>(_ generics: (T).Type) {
    let _: Anchor<T?>.Source = Anchor.Source(sample() as Anchor<T>.Source?)
}
