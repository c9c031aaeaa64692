// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u88d69a992e static Anchor.Source.rect(_: CGRect) where Value == CGRect
@MainActor func use_88d69a992e() {
    let _: Anchor<CGRect>.Source = Anchor<CGRect>.Source.rect(sample() as CGRect)
}

// uc42b8d458e static Anchor.Source.bounds where Value == CGRect
@MainActor func use_c42b8d458e() {
    let _: Anchor<CGRect>.Source = Anchor<CGRect>.Source.bounds
}

// u0c9be5ae99 static Anchor.Source.point(_: CGPoint) where Value == CGPoint
@MainActor func use_0c9be5ae99() {
    let _: Anchor<CGPoint>.Source = Anchor<CGPoint>.Source.point(sample() as CGPoint)
}

// u64fbc3861a static Anchor.Source.unitPoint(_: UnitPoint) where Value == CGPoint
@MainActor func use_64fbc3861a() {
    let _: Anchor<CGPoint>.Source = Anchor<CGPoint>.Source.unitPoint(sample() as UnitPoint)
}

// u7995b06ebf static Anchor.Source.topLeading where Value == CGPoint
@MainActor func use_7995b06ebf() {
    let _: Anchor<CGPoint>.Source = Anchor<CGPoint>.Source.topLeading
}

// u35ac64e4f5 static Anchor.Source.top where Value == CGPoint
@MainActor func use_35ac64e4f5() {
    let _: Anchor<CGPoint>.Source = Anchor<CGPoint>.Source.top
}

// u20107d49e7 static Anchor.Source.topTrailing where Value == CGPoint
@MainActor func use_20107d49e7() {
    let _: Anchor<CGPoint>.Source = Anchor<CGPoint>.Source.topTrailing
}

// ube26d242f2 static Anchor.Source.leading where Value == CGPoint
@MainActor func use_be26d242f2() {
    let _: Anchor<CGPoint>.Source = Anchor<CGPoint>.Source.leading
}

// u7f829c6ecd static Anchor.Source.center where Value == CGPoint
@MainActor func use_7f829c6ecd() {
    let _: Anchor<CGPoint>.Source = Anchor<CGPoint>.Source.center
}

// u183168bec8 static Anchor.Source.trailing where Value == CGPoint
@MainActor func use_183168bec8() {
    let _: Anchor<CGPoint>.Source = Anchor<CGPoint>.Source.trailing
}

// ucab4fa4972 static Anchor.Source.bottomLeading where Value == CGPoint
@MainActor func use_cab4fa4972() {
    let _: Anchor<CGPoint>.Source = Anchor<CGPoint>.Source.bottomLeading
}

// u6b6318a71c static Anchor.Source.bottom where Value == CGPoint
@MainActor func use_6b6318a71c() {
    let _: Anchor<CGPoint>.Source = Anchor<CGPoint>.Source.bottom
}

// u9bb3bd06b5 static Anchor.Source.bottomTrailing where Value == CGPoint
@MainActor func use_9bb3bd06b5() {
    let _: Anchor<CGPoint>.Source = Anchor<CGPoint>.Source.bottomTrailing
}
