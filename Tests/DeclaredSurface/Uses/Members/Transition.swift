// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9862c048ad Transition.combined<T>(with: T) where T : Transition
@MainActor func use_9862c048ad<Self_: Transition, T: Transition>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.combined(with: sample() as T) as any Transition
}

// ud74a252d9a Transition.animation(_: Animation?)
@MainActor func use_d74a252d9a<Self_: Transition>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.animation(sample() as Animation?) as any Transition
}

// u4f8771103e Transition.Body
@MainActor func use_4f8771103e<Self_: Transition>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: View>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// u72333b3ac8 Transition.body(content: Self.Content, phase: TransitionPhase)
@MainActor func use_72333b3ac8<Self_: Transition>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.body(content: sample() as Self_.Content, phase: sample() as TransitionPhase)
}

// uf73f06effe Transition.Content
@MainActor func use_f73f06effe<Self_: Transition>(_ generics: (Self_).Type) {
    let _: (PlaceholderContentView<Self_>).Type = Self_.Content.self
}

// u49753b892f Transition.apply<V>(content: V, phase: TransitionPhase) where V : View
@MainActor func use_49753b892f<Self_: Transition, V: View>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.apply(content: sample() as V, phase: sample() as TransitionPhase) as any View
}
