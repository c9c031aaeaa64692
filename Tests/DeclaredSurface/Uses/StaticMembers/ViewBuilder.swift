// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u48557af4ad static ViewBuilder.buildExpression<Content>(_: Content) where Content : View
@MainActor func use_48557af4ad<Content: View>(_ generics: (Content).Type) {
    let _: Content = ViewBuilder.buildExpression(sample() as Content)
}

// u8c1dac060f static ViewBuilder.buildBlock()
@MainActor func use_8c1dac060f() {
    let _: EmptyView = ViewBuilder.buildBlock()
}

// uc1c0f3197e static ViewBuilder.buildBlock<Content>(_: Content) where Content : View
@MainActor func use_c1c0f3197e<Content: View>(_ generics: (Content).Type) {
    let _: Content = ViewBuilder.buildBlock(sample() as Content)
}

// ucaa3121fbd static ViewBuilder.buildIf<Content>(_: Content?) where Content : View
@MainActor func use_caa3121fbd<Content: View>(_ generics: (Content).Type) {
    let _: Content? = ViewBuilder.buildIf(sample() as Content?)
}

// u48fa00f06d static ViewBuilder.buildEither<TrueContent, FalseContent>(first: TrueContent) where TrueContent : View,
//   FalseContent : View
@MainActor func use_48fa00f06d<TrueContent: View, FalseContent: View>(_ generics: (TrueContent, FalseContent).Type) {
    let _: _ConditionalContent<TrueContent, FalseContent> = ViewBuilder.buildEither(first: sample() as TrueContent)
}

// ua58a2b1e9b static ViewBuilder.buildEither<TrueContent, FalseContent>(second: FalseContent) where TrueContent : View,
//   FalseContent : View
@MainActor func use_a58a2b1e9b<TrueContent: View, FalseContent: View>(_ generics: (TrueContent, FalseContent).Type) {
    let _: _ConditionalContent<TrueContent, FalseContent> = ViewBuilder.buildEither(second: sample() as FalseContent)
}

// u6dc3a7ccf0 static ViewBuilder.buildLimitedAvailability<Content>(_: Content) where Content : View
@MainActor func use_6dc3a7ccf0<Content: View>(_ generics: (Content).Type) {
    let _: AnyView = ViewBuilder.buildLimitedAvailability(sample() as Content)
}

// u2a640fa1a3 static ViewBuilder.buildBlock<C0, C1>(_: C0, _: C1) where C0 : View, C1 : View
@MainActor func use_2a640fa1a3<C0: View, C1: View>(_ generics: (C0, C1).Type) {
    let _: TupleView<(C0, C1)> = ViewBuilder.buildBlock(sample() as C0, sample() as C1)
}

// ufba22fe1b1 static ViewBuilder.buildBlock<C0, C1, C2>(_: C0, _: C1, _: C2) where C0 : View, C1 : View, C2 : View
@MainActor func use_fba22fe1b1<C0: View, C1: View, C2: View>(_ generics: (C0, C1, C2).Type) {
    let _: TupleView<(C0, C1, C2)> = ViewBuilder.buildBlock(sample() as C0, sample() as C1, sample() as C2)
}

// u2c8d3dd3f7 static ViewBuilder.buildBlock<C0, C1, C2, C3>(_: C0, _: C1, _: C2, _: C3) where C0 : View, C1 : View, C2
//   : View, C3 : View
@MainActor func use_2c8d3dd3f7<C0: View, C1: View, C2: View, C3: View>(_ generics: (C0, C1, C2, C3).Type) {
    let _: TupleView<(C0, C1, C2, C3)> = ViewBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3
    )
}

// u12f354d191 static ViewBuilder.buildBlock<C0, C1, C2, C3, C4>(_: C0, _: C1, _: C2, _: C3, _: C4) where C0 : View, C1
//   : View, C2 : View, C3 : View, C4 : View
@MainActor func use_12f354d191<C0: View, C1: View, C2: View, C3: View, C4: View>(
    _ generics: (C0, C1, C2, C3, C4).Type
) {
    let _: TupleView<(C0, C1, C2, C3, C4)> = ViewBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4
    )
}

// u315ff6a4de static ViewBuilder.buildBlock<C0, C1, C2, C3, C4, C5>(_: C0, _: C1, _: C2, _: C3, _: C4, _: C5) where C0
//   : View, C1 : View, C2 : View, C3 : View, C4 : View, C5 : View
@MainActor func use_315ff6a4de<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
    _ generics: (C0, C1, C2, C3, C4, C5).Type
) {
    let _: TupleView<(C0, C1, C2, C3, C4, C5)> = ViewBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5
    )
}

// u82943960a8 static ViewBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6>(_: C0, _: C1, _: C2, _: C3, _: C4, _: C5, _:
//   C6) where C0 : View, C1 : View, C2 : View, C3 : View, C4 : View, C5 : View, C6 : View
@MainActor func use_82943960a8<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(
    _ generics: (C0, C1, C2, C3, C4, C5, C6).Type
) {
    let _: TupleView<(C0, C1, C2, C3, C4, C5, C6)> = ViewBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5,
        sample() as C6
    )
}

// uaa5ad65277 static ViewBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_: C0, _: C1, _: C2, _: C3, _: C4, _: C5,
//   _: C6, _: C7) where C0 : View, C1 : View, C2 : View, C3 : View, C4 : View, C5 : View, C6 : View, C7 : View
@MainActor func use_aa5ad65277<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(
    _ generics: (C0, C1, C2, C3, C4, C5, C6, C7).Type
) {
    let _: TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> = ViewBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5,
        sample() as C6,
        sample() as C7
    )
}

// ubf1daa6efa static ViewBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_: C0, _: C1, _: C2, _: C3, _: C4, _:
//   C5, _: C6, _: C7, _: C8) where C0 : View, C1 : View, C2 : View, C3 : View, C4 : View, C5 : View, C6 : View, C7 :
//   View, C8 : View
@MainActor func use_bf1daa6efa<
    C0: View,
    C1: View,
    C2: View,
    C3: View,
    C4: View,
    C5: View,
    C6: View,
    C7: View,
    C8: View
>(
    _ generics: (C0, C1, C2, C3, C4, C5, C6, C7, C8).Type
) {
    let _: TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> = ViewBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5,
        sample() as C6,
        sample() as C7,
        sample() as C8
    )
}

// u3c89c2e21d static ViewBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_: C0, _: C1, _: C2, _: C3, _: C4,
//   _: C5, _: C6, _: C7, _: C8, _: C9) where C0 : View, C1 : View, C2 : View, C3 : View, C4 : View, C5 : View, C6 :
//   View, C7 : View, C8 : View, C9 : View
@MainActor func use_3c89c2e21d<
    C0: View,
    C1: View,
    C2: View,
    C3: View,
    C4: View,
    C5: View,
    C6: View,
    C7: View,
    C8: View,
    C9: View
>(
    _ generics: (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9).Type
) {
    let _: TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> = ViewBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5,
        sample() as C6,
        sample() as C7,
        sample() as C8,
        sample() as C9
    )
}
