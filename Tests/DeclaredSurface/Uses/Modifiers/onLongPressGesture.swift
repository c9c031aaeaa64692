// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u22bd30f6b7 View.onLongPressGesture(minimumDuration: Double, maximumDistance: CGFloat, perform: () -> Void,
//   onPressingChanged: ((Bool) -> Void)?)
@MainActor func use_22bd30f6b7<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onLongPressGesture(
        minimumDuration: sample() as Double,
        maximumDistance: sample() as CGFloat,
        perform: sample() as () -> Void,
        onPressingChanged: sample() as ((Bool) -> Void)?
    ) as any View
    _ = subject.onLongPressGesture(perform: sample() as () -> Void) as any View
}

// ubf108e9b37 View.onLongPressGesture(minimumDuration: Double, maximumDistance: CGFloat, pressing: ((Bool) -> Void)?,
//   perform: () -> Void)
@MainActor func use_bf108e9b37<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onLongPressGesture(
        minimumDuration: sample() as Double,
        maximumDistance: sample() as CGFloat,
        pressing: sample() as ((Bool) -> Void)?,
        perform: sample() as () -> Void
    ) as any View
}
