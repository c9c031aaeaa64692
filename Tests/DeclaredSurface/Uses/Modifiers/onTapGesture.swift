// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u94152862f6 View.onTapGesture(count: Int, coordinateSpace: CoordinateSpace, perform: (CGPoint) -> Void)
@MainActor func use_94152862f6<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onTapGesture(
        count: sample() as Int,
        coordinateSpace: sample() as CoordinateSpace,
        perform: sample() as (CGPoint) -> Void
    ) as any View
}

// ude20c49f5a View.onTapGesture(count: Int, coordinateSpace: some CoordinateSpaceProtocol, perform: (CGPoint) -> Void)
@MainActor func use_de20c49f5a<Self_: View, Opaque1: CoordinateSpaceProtocol>(
    _ subject: Self_,
    _ generics: (Self_, Opaque1).Type
) {
    _ = subject.onTapGesture(
        count: sample() as Int,
        coordinateSpace: sample() as Opaque1,
        perform: sample() as (CGPoint) -> Void
    ) as any View
    _ = subject.onTapGesture(perform: sample() as (CGPoint) -> Void) as any View
}

// u03747e3ff8 View.onTapGesture(count: Int, perform: () -> Void)
@MainActor func use_03747e3ff8<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onTapGesture(count: sample() as Int, perform: sample() as () -> Void) as any View
    _ = subject.onTapGesture(perform: sample() as () -> Void) as any View
}
