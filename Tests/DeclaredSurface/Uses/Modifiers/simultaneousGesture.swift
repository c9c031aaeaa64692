// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua6f716c164 View.simultaneousGesture<T>(_: T, including: GestureMask) where T : Gesture
@MainActor func use_a6f716c164<Self_: View, T: Gesture>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.simultaneousGesture(sample() as T, including: sample() as GestureMask) as any View
    _ = subject.simultaneousGesture(sample() as T) as any View
}
