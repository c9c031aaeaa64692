// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u73021d3a79 View.onContinuousHover(coordinateSpace: CoordinateSpace, perform: (HoverPhase) -> Void)
@MainActor func use_73021d3a79<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onContinuousHover(
        coordinateSpace: sample() as CoordinateSpace,
        perform: sample() as (HoverPhase) -> Void
    ) as any View
}

// u7e9c1af3cd View.onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol, perform: (HoverPhase) -> Void)
@MainActor func use_7e9c1af3cd<Self_: View, Opaque1: CoordinateSpaceProtocol>(
    _ subject: Self_,
    _ generics: (Self_, Opaque1).Type
) {
    _ = subject.onContinuousHover(
        coordinateSpace: sample() as Opaque1,
        perform: sample() as (HoverPhase) -> Void
    ) as any View
    _ = subject.onContinuousHover(perform: sample() as (HoverPhase) -> Void) as any View
}
