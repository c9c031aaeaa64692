// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u216d44dd21 View.transaction(_: (inout Transaction) -> Void)
@MainActor func use_216d44dd21<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.transaction(sample() as (inout Transaction) -> Void) as any View
}

// u92d1c50e95 View.transaction(value: some Equatable, _: (inout Transaction) -> Void)
@MainActor func use_92d1c50e95<Self_: View, Opaque1: Equatable>(_ subject: Self_, _ generics: (Self_, Opaque1).Type) {
    _ = subject.transaction(value: sample() as Opaque1, sample() as (inout Transaction) -> Void) as any View
}

// u0f981e2d05 View.transaction<V>(_: (inout Transaction) -> Void, body: (PlaceholderContentView<Self>) -> V) where V :
//   View
@MainActor func use_0f981e2d05<Self_: View, V: View>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.transaction(
        sample() as (inout Transaction) -> Void,
        body: sample() as (PlaceholderContentView<Self_>) -> V
    ) as any View
    _ = subject.transaction(
        sample() as (inout Transaction) -> Void,
        body: { (_: PlaceholderContentView<Self_>) in Text(""); Text("") }
    )
}
