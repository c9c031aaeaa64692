// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u91a025431b View.transition(_: AnyTransition)
@MainActor func use_91a025431b<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.transition(sample() as AnyTransition) as any View
}

// u806cb927d4 View.transition<T>(_: T) where T : Transition
@MainActor func use_806cb927d4<Self_: View, T: Transition>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.transition(sample() as T) as any View
}
