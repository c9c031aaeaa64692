// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2ea5d851cf View.highPriorityGesture<T>(_: T, including: GestureMask) where T : Gesture
@MainActor func use_2ea5d851cf<Self_: View, T: Gesture>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.highPriorityGesture(sample() as T, including: sample() as GestureMask) as any View
    _ = subject.highPriorityGesture(sample() as T) as any View
}
