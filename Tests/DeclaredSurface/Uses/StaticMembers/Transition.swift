// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u28df4aaadf static Transition.symbolEffect<T>(_: T, options: SymbolEffectOptions) where T : SymbolEffect, T :
//   TransitionSymbolEffect, Self == SymbolEffectTransition
@MainActor func use_28df4aaadf<T: SymbolEffect & TransitionSymbolEffect>(_ generics: (T).Type) {
    let _: SymbolEffectTransition = SymbolEffectTransition.symbolEffect(
        sample() as T,
        options: sample() as SymbolEffectOptions
    )
    let _: SymbolEffectTransition = SymbolEffectTransition.symbolEffect(sample() as T)
    func accept<T: Transition>(_ value: T) {}
    accept(.symbolEffect(sample() as T, options: sample() as SymbolEffectOptions))
}

// uabf230e1b8 static Transition.symbolEffect where Self == SymbolEffectTransition
@MainActor func use_abf230e1b8() {
    let _: SymbolEffectTransition = SymbolEffectTransition.symbolEffect
    func accept<T: Transition>(_ value: T) {}
    accept(.symbolEffect)
}

// u0594d8e2b3 static Transition.offset(_: CGSize) where Self == OffsetTransition
@MainActor func use_0594d8e2b3() {
    let _: OffsetTransition = OffsetTransition.offset(sample() as CGSize)
    func accept<T: Transition>(_ value: T) {}
    accept(.offset(sample() as CGSize))
}

// u515208428e static Transition.offset(x: CGFloat, y: CGFloat) where Self == OffsetTransition
@MainActor func use_515208428e() {
    let _: OffsetTransition = OffsetTransition.offset(x: sample() as CGFloat, y: sample() as CGFloat)
    let _: OffsetTransition = OffsetTransition.offset()
    func accept<T: Transition>(_ value: T) {}
    accept(.offset(x: sample() as CGFloat, y: sample() as CGFloat))
}

// ue880285513 static Transition.scale where Self == ScaleTransition
@MainActor func use_e880285513() {
    let _: ScaleTransition = ScaleTransition.scale
    func accept<T: Transition>(_ value: T) {}
    accept(.scale)
}

// ue1cacaefae static Transition.scale(_: Double, anchor: UnitPoint) where Self == ScaleTransition
@MainActor func use_e1cacaefae() {
    let _: ScaleTransition = ScaleTransition.scale(sample() as Double, anchor: sample() as UnitPoint)
    let _: ScaleTransition = ScaleTransition.scale(sample() as Double)
    func accept<T: Transition>(_ value: T) {}
    accept(.scale(sample() as Double, anchor: sample() as UnitPoint))
}

// ub0a0a53623 static Transition.opacity where Self == OpacityTransition
@MainActor func use_b0a0a53623() {
    let _: OpacityTransition = OpacityTransition.opacity
    func accept<T: Transition>(_ value: T) {}
    accept(.opacity)
}

// ud06cc08ff0 static Transition.slide where Self == SlideTransition
@MainActor func use_d06cc08ff0() {
    let _: SlideTransition = SlideTransition.slide
    func accept<T: Transition>(_ value: T) {}
    accept(.slide)
}

// u0a7db7062d static Transition.properties
@MainActor func use_0a7db7062d<Self_: Transition>(_ generics: (Self_).Type) {
    let _: TransitionProperties = Self_.properties
}

// u64a652d6d2 static Transition.identity where Self == IdentityTransition
@MainActor func use_64a652d6d2() {
    let _: IdentityTransition = IdentityTransition.identity
    func accept<T: Transition>(_ value: T) {}
    accept(.identity)
}

// u09e278e484 static Transition.move(edge: Edge) where Self == MoveTransition
@MainActor func use_09e278e484() {
    let _: MoveTransition = MoveTransition.move(edge: sample() as Edge)
    func accept<T: Transition>(_ value: T) {}
    accept(.move(edge: sample() as Edge))
}

// u47480250ab static Transition.push(from: Edge) where Self == PushTransition
@MainActor func use_47480250ab() {
    let _: PushTransition = PushTransition.push(from: sample() as Edge)
    func accept<T: Transition>(_ value: T) {}
    accept(.push(from: sample() as Edge))
}
