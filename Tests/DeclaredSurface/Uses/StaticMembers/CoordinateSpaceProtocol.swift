// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub66831cd3a static CoordinateSpaceProtocol.scrollView(axis: Axis) where Self == NamedCoordinateSpace
@MainActor func use_b66831cd3a() {
    let _: NamedCoordinateSpace = NamedCoordinateSpace.scrollView(axis: sample() as Axis)
    func accept<T: CoordinateSpaceProtocol>(_ value: T) {}
    accept(.scrollView(axis: sample() as Axis))
}

// u92e372101f static CoordinateSpaceProtocol.scrollView where Self == NamedCoordinateSpace
@MainActor func use_92e372101f() {
    let _: NamedCoordinateSpace = NamedCoordinateSpace.scrollView
    func accept<T: CoordinateSpaceProtocol>(_ value: T) {}
    accept(.scrollView)
}

// u53248aced8 static CoordinateSpaceProtocol.named(_: some Hashable) where Self == NamedCoordinateSpace
@MainActor func use_53248aced8<Opaque1: Hashable>(_ generics: (Opaque1).Type) {
    let _: NamedCoordinateSpace = NamedCoordinateSpace.named(sample() as Opaque1)
    func accept<T: CoordinateSpaceProtocol>(_ value: T) {}
    accept(.named(sample() as Opaque1))
}

// ubad8356ae4 static CoordinateSpaceProtocol.local where Self == LocalCoordinateSpace
@MainActor func use_bad8356ae4() {
    let _: LocalCoordinateSpace = LocalCoordinateSpace.local
    func accept<T: CoordinateSpaceProtocol>(_ value: T) {}
    accept(.local)
}

// u2cab6738bd static CoordinateSpaceProtocol.global where Self == GlobalCoordinateSpace
@MainActor func use_2cab6738bd() {
    let _: GlobalCoordinateSpace = GlobalCoordinateSpace.global
    func accept<T: CoordinateSpaceProtocol>(_ value: T) {}
    accept(.global)
}
