// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u74d2791e57 static AnyTransition.offset(_: CGSize)
@MainActor func use_74d2791e57() {
    let _: AnyTransition = AnyTransition.offset(sample() as CGSize)
}

// u07c93ce3ed static AnyTransition.offset(x: CGFloat, y: CGFloat)
@MainActor func use_07c93ce3ed() {
    let _: AnyTransition = AnyTransition.offset(x: sample() as CGFloat, y: sample() as CGFloat)
    let _: AnyTransition = AnyTransition.offset()
}

// u5fb7d4cc29 static AnyTransition.scale
@MainActor func use_5fb7d4cc29() {
    let _: AnyTransition = AnyTransition.scale
}

// u166cc935d3 static AnyTransition.scale(scale: CGFloat, anchor: UnitPoint)
@MainActor func use_166cc935d3() {
    let _: AnyTransition = AnyTransition.scale(scale: sample() as CGFloat, anchor: sample() as UnitPoint)
    let _: AnyTransition = AnyTransition.scale(scale: sample() as CGFloat)
}

// u5674586f0d static AnyTransition.opacity
@MainActor func use_5674586f0d() {
    let _: AnyTransition = AnyTransition.opacity
}

// u968ce51bf4 static AnyTransition.slide
@MainActor func use_968ce51bf4() {
    let _: AnyTransition = AnyTransition.slide
}

// u5b484fd2f6 static AnyTransition.modifier<E>(active: E, identity: E) where E : ViewModifier
@MainActor func use_5b484fd2f6<E: ViewModifier>(_ generics: (E).Type) {
    let _: AnyTransition = AnyTransition.modifier(active: sample() as E, identity: sample() as E)
}

// ua8fedbfc0e static AnyTransition.identity
@MainActor func use_a8fedbfc0e() {
    let _: AnyTransition = AnyTransition.identity
}

// u2d02947658 static AnyTransition.move(edge: Edge)
@MainActor func use_2d02947658() {
    let _: AnyTransition = AnyTransition.move(edge: sample() as Edge)
}

// ue2a0f27df2 static AnyTransition.push(from: Edge)
@MainActor func use_e2a0f27df2() {
    let _: AnyTransition = AnyTransition.push(from: sample() as Edge)
}

// u38ea2f8d0e static AnyTransition.asymmetric(insertion: AnyTransition, removal: AnyTransition)
@MainActor func use_38ea2f8d0e() {
    let _: AnyTransition = AnyTransition.asymmetric(
        insertion: sample() as AnyTransition,
        removal: sample() as AnyTransition
    )
}
