// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf6905c3e42 Gesture.sequenced<Other>(before: Other) where Other : Gesture
@MainActor func use_f6905c3e42<Self_: Gesture, Other: Gesture>(_ subject: Self_, _ generics: (Self_, Other).Type) {
    let _: SequenceGesture<Self_, Other> = subject.sequenced(before: sample() as Other)
}

// u88c404922e Gesture.simultaneously<Other>(with: Other) where Other : Gesture
@MainActor func use_88c404922e<Self_: Gesture, Other: Gesture>(_ subject: Self_, _ generics: (Self_, Other).Type) {
    let _: SimultaneousGesture<Self_, Other> = subject.simultaneously(with: sample() as Other)
}

// u6b253a79c6 Gesture.Value
@MainActor func use_6b253a79c6<Self_: Gesture>(_ generics: (Self_).Type) {
    _ = Self_.Value.self
}

// ub828d7bf98 Gesture.Body
@MainActor func use_b828d7bf98<Self_: Gesture>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: Gesture>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// u55ddfdc641 Gesture.body
@MainActor func use_55ddfdc641<Self_: Gesture>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.body
}

// u034a4f8cf7 Gesture.onEnded(_: (Self.Value) -> Void)
@MainActor func use_034a4f8cf7<Self_: Gesture>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.onEnded(sample() as (Self_.Value) -> Void)
}

// udc4bbfd138 Gesture.onChanged(_: (Self.Value) -> Void) where Self.Value : Equatable
@MainActor func use_dc4bbfd138<Self_: Gesture>(
    _ subject: Self_,
    _ generics: (Self_).Type
) where Self_.Value : Equatable {
    _ = subject.onChanged(sample() as (Self_.Value) -> Void)
}

// ub8d06fb882 Gesture.map<T>(_: (Self.Value) -> T)
@MainActor func use_b8d06fb882<Self_: Gesture, T>(_ subject: Self_, _ generics: (Self_, T).Type) {
    _ = subject.map(sample() as (Self_.Value) -> T)
}

// u0bf827faab Gesture.exclusively<Other>(before: Other) where Other : Gesture
@MainActor func use_0bf827faab<Self_: Gesture, Other: Gesture>(_ subject: Self_, _ generics: (Self_, Other).Type) {
    let _: ExclusiveGesture<Self_, Other> = subject.exclusively(before: sample() as Other)
}

// u9ac765c957 Gesture.updating<State>(_: GestureState<State>, body: (Self.Value, inout State, inout Transaction) ->
//   Void)
@MainActor func use_9ac765c957<Self_: Gesture, State>(_ subject: Self_, _ generics: (Self_, State).Type) {
    let _: GestureStateGesture<Self_, State> = subject.updating(
        sample() as GestureState<State>,
        body: sample() as (Self_.Value, inout State, inout Transaction) -> Void
    )
}
