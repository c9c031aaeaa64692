// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uac4cc9b7c9 GeometryProxy.size
@MainActor func use_ac4cc9b7c9(_ subject: GeometryProxy) {
    let _: CGSize = subject.size
}

// u844e50b28b GeometryProxy.subscript<T>(_: Anchor<T>)
@MainActor func use_844e50b28b<T>(_ subject: GeometryProxy, _ generics: (T).Type) {
    let _: T = subject[sample() as Anchor<T>]
}

// u8c02443c91 GeometryProxy.safeAreaInsets
@MainActor func use_8c02443c91(_ subject: GeometryProxy) {
    let _: EdgeInsets = subject.safeAreaInsets
}

// uf8426aba54 GeometryProxy.frame(in: CoordinateSpace)
@MainActor func use_f8426aba54(_ subject: GeometryProxy) {
    let _: CGRect = subject.frame(in: sample() as CoordinateSpace)
}

// u3308c4ae15 GeometryProxy.bounds(of: NamedCoordinateSpace)
@MainActor func use_3308c4ae15(_ subject: GeometryProxy) {
    let _: CGRect? = subject.bounds(of: sample() as NamedCoordinateSpace)
}

// u462b60a2e6 GeometryProxy.frame(in: some CoordinateSpaceProtocol)
@MainActor func use_462b60a2e6<Opaque1: CoordinateSpaceProtocol>(_ subject: GeometryProxy, _ generics: (Opaque1).Type) {
    let _: CGRect = subject.frame(in: sample() as Opaque1)
}
