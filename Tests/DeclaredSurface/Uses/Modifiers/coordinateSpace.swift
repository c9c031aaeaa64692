// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4c40eec1a3 View.coordinateSpace<T>(name: T) where T : Hashable
@MainActor func use_4c40eec1a3<Self_: View, T: Hashable>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.coordinateSpace(name: sample() as T) as any View
}

// u042835e53c View.coordinateSpace(_: NamedCoordinateSpace)
@MainActor func use_042835e53c<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.coordinateSpace(sample() as NamedCoordinateSpace) as any View
}
