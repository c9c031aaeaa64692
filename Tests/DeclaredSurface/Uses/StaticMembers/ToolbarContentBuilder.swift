// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uebce362358 static ToolbarContentBuilder.buildExpression<Content>(_: Content) where Content : ToolbarContent
@MainActor func use_ebce362358<Content: ToolbarContent>(_ generics: (Content).Type) {
    let _: Content = ToolbarContentBuilder.buildExpression(sample() as Content)
}

// ud5d8198355 static ToolbarContentBuilder.buildBlock<Content>(_: Content) where Content : ToolbarContent
@MainActor func use_d5d8198355<Content: ToolbarContent>(_ generics: (Content).Type) {
    _ = ToolbarContentBuilder.buildBlock(sample() as Content) as any ToolbarContent
}

// u083c726f14 static ToolbarContentBuilder.buildExpression<Content>(_: Content) where Content :
//   CustomizableToolbarContent
@MainActor func use_083c726f14<Content: CustomizableToolbarContent>(_ generics: (Content).Type) {
    let _: Content = ToolbarContentBuilder.buildExpression(sample() as Content)
}

// u9a3ae97be1 static ToolbarContentBuilder.buildBlock<Content>(_: Content) where Content : CustomizableToolbarContent
@MainActor func use_9a3ae97be1<Content: CustomizableToolbarContent>(_ generics: (Content).Type) {
    _ = ToolbarContentBuilder.buildBlock(sample() as Content) as any CustomizableToolbarContent
}

// uce107b4d5b static ToolbarContentBuilder.buildIf<Content>(_: Content?) where Content : ToolbarContent
@MainActor func use_ce107b4d5b<Content: ToolbarContent>(_ generics: (Content).Type) {
    let _: Content? = ToolbarContentBuilder.buildIf(sample() as Content?)
}

// u4cfa311c76 static ToolbarContentBuilder.buildIf<Content>(_: Content?) where Content : CustomizableToolbarContent
@MainActor func use_4cfa311c76<Content: CustomizableToolbarContent>(_ generics: (Content).Type) {
    let _: Content? = ToolbarContentBuilder.buildIf(sample() as Content?)
}

// u3be2dea625 static ToolbarContentBuilder.buildEither<TrueContent, FalseContent>(first: TrueContent) where TrueContent
//   : ToolbarContent, FalseContent : ToolbarContent
@MainActor func use_3be2dea625<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    _ generics: (TrueContent, FalseContent).Type
) {
    let _: _ConditionalContent<TrueContent, FalseContent> = ToolbarContentBuilder.buildEither(
        first: sample() as TrueContent
    )
}

// udc2c4f3274 static ToolbarContentBuilder.buildEither<TrueContent, FalseContent>(first: TrueContent) where TrueContent
//   : CustomizableToolbarContent, FalseContent : CustomizableToolbarContent
@MainActor func use_dc2c4f3274<TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent>(
    _ generics: (TrueContent, FalseContent).Type
) {
    let _: _ConditionalContent<TrueContent, FalseContent> = ToolbarContentBuilder.buildEither(
        first: sample() as TrueContent
    )
}

// ufb66ab3b69 static ToolbarContentBuilder.buildEither<TrueContent, FalseContent>(second: FalseContent) where
//   TrueContent : ToolbarContent, FalseContent : ToolbarContent
@MainActor func use_fb66ab3b69<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    _ generics: (TrueContent, FalseContent).Type
) {
    let _: _ConditionalContent<TrueContent, FalseContent> = ToolbarContentBuilder.buildEither(
        second: sample() as FalseContent
    )
}

// u9904de8649 static ToolbarContentBuilder.buildEither<TrueContent, FalseContent>(second: FalseContent) where
//   TrueContent : CustomizableToolbarContent, FalseContent : CustomizableToolbarContent
@MainActor func use_9904de8649<TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent>(
    _ generics: (TrueContent, FalseContent).Type
) {
    let _: _ConditionalContent<TrueContent, FalseContent> = ToolbarContentBuilder.buildEither(
        second: sample() as FalseContent
    )
}

// ub43eb26259 static ToolbarContentBuilder.buildLimitedAvailability<Content>(_: Content) where Content : ToolbarContent
@MainActor func use_b43eb26259<Content: ToolbarContent>(_ generics: (Content).Type) {
    _ = ToolbarContentBuilder.buildLimitedAvailability(sample() as Content) as any ToolbarContent
}

// uba47564514 static ToolbarContentBuilder.buildLimitedAvailability<Content>(_: Content) where Content :
//   CustomizableToolbarContent
@MainActor func use_ba47564514<Content: CustomizableToolbarContent>(_ generics: (Content).Type) {
    _ = ToolbarContentBuilder.buildLimitedAvailability(sample() as Content) as any CustomizableToolbarContent
}

// u5bc058778c static ToolbarContentBuilder.buildBlock<C0, C1>(_: C0, _: C1) where C0 : ToolbarContent, C1 :
//   ToolbarContent
@MainActor func use_5bc058778c<C0: ToolbarContent, C1: ToolbarContent>(_ generics: (C0, C1).Type) {
    _ = ToolbarContentBuilder.buildBlock(sample() as C0, sample() as C1) as any ToolbarContent
}

// u79579c4205 static ToolbarContentBuilder.buildBlock<C0, C1, C2>(_: C0, _: C1, _: C2) where C0 : ToolbarContent, C1 :
//   ToolbarContent, C2 : ToolbarContent
@MainActor func use_79579c4205<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent>(
    _ generics: (C0, C1, C2).Type
) {
    _ = ToolbarContentBuilder.buildBlock(sample() as C0, sample() as C1, sample() as C2) as any ToolbarContent
}

// u63fbf3941f static ToolbarContentBuilder.buildBlock<C0, C1, C2, C3>(_: C0, _: C1, _: C2, _: C3) where C0 :
//   ToolbarContent, C1 : ToolbarContent, C2 : ToolbarContent, C3 : ToolbarContent
@MainActor func use_63fbf3941f<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent>(
    _ generics: (C0, C1, C2, C3).Type
) {
    _ = ToolbarContentBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3
    ) as any ToolbarContent
}

// u670c4275bb static ToolbarContentBuilder.buildBlock<C0, C1, C2, C3, C4>(_: C0, _: C1, _: C2, _: C3, _: C4) where C0 :
//   ToolbarContent, C1 : ToolbarContent, C2 : ToolbarContent, C3 : ToolbarContent, C4 : ToolbarContent
@MainActor func use_670c4275bb<
    C0: ToolbarContent,
    C1: ToolbarContent,
    C2: ToolbarContent,
    C3: ToolbarContent,
    C4: ToolbarContent
>(
    _ generics: (C0, C1, C2, C3, C4).Type
) {
    _ = ToolbarContentBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4
    ) as any ToolbarContent
}

// u739705dba1 static ToolbarContentBuilder.buildBlock<C0, C1, C2, C3, C4, C5>(_: C0, _: C1, _: C2, _: C3, _: C4, _: C5)
//   where C0 : ToolbarContent, C1 : ToolbarContent, C2 : ToolbarContent, C3 : ToolbarContent, C4 : ToolbarContent, C5 :
//   ToolbarContent
@MainActor func use_739705dba1<
    C0: ToolbarContent,
    C1: ToolbarContent,
    C2: ToolbarContent,
    C3: ToolbarContent,
    C4: ToolbarContent,
    C5: ToolbarContent
>(
    _ generics: (C0, C1, C2, C3, C4, C5).Type
) {
    _ = ToolbarContentBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5
    ) as any ToolbarContent
}

// uec46ab591b static ToolbarContentBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6>(_: C0, _: C1, _: C2, _: C3, _: C4, _:
//   C5, _: C6) where C0 : ToolbarContent, C1 : ToolbarContent, C2 : ToolbarContent, C3 : ToolbarContent, C4 :
//   ToolbarContent, C5 : ToolbarContent, C6 : ToolbarContent
@MainActor func use_ec46ab591b<
    C0: ToolbarContent,
    C1: ToolbarContent,
    C2: ToolbarContent,
    C3: ToolbarContent,
    C4: ToolbarContent,
    C5: ToolbarContent,
    C6: ToolbarContent
>(
    _ generics: (C0, C1, C2, C3, C4, C5, C6).Type
) {
    _ = ToolbarContentBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5,
        sample() as C6
    ) as any ToolbarContent
}

// uc575becc6d static ToolbarContentBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_: C0, _: C1, _: C2, _: C3, _:
//   C4, _: C5, _: C6, _: C7) where C0 : ToolbarContent, C1 : ToolbarContent, C2 : ToolbarContent, C3 : ToolbarContent,
//   C4 : ToolbarContent, C5 : ToolbarContent, C6 : ToolbarContent, C7 : ToolbarContent
@MainActor func use_c575becc6d<
    C0: ToolbarContent,
    C1: ToolbarContent,
    C2: ToolbarContent,
    C3: ToolbarContent,
    C4: ToolbarContent,
    C5: ToolbarContent,
    C6: ToolbarContent,
    C7: ToolbarContent
>(
    _ generics: (C0, C1, C2, C3, C4, C5, C6, C7).Type
) {
    _ = ToolbarContentBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5,
        sample() as C6,
        sample() as C7
    ) as any ToolbarContent
}

// u2c0fc79c9d static ToolbarContentBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_: C0, _: C1, _: C2, _: C3,
//   _: C4, _: C5, _: C6, _: C7, _: C8) where C0 : ToolbarContent, C1 : ToolbarContent, C2 : ToolbarContent, C3 :
//   ToolbarContent, C4 : ToolbarContent, C5 : ToolbarContent, C6 : ToolbarContent, C7 : ToolbarContent, C8 :
//   ToolbarContent
@MainActor func use_2c0fc79c9d<
    C0: ToolbarContent,
    C1: ToolbarContent,
    C2: ToolbarContent,
    C3: ToolbarContent,
    C4: ToolbarContent,
    C5: ToolbarContent,
    C6: ToolbarContent,
    C7: ToolbarContent,
    C8: ToolbarContent
>(
    _ generics: (C0, C1, C2, C3, C4, C5, C6, C7, C8).Type
) {
    _ = ToolbarContentBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5,
        sample() as C6,
        sample() as C7,
        sample() as C8
    ) as any ToolbarContent
}

// ue36653e7f8 static ToolbarContentBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_: C0, _: C1, _: C2, _:
//   C3, _: C4, _: C5, _: C6, _: C7, _: C8, _: C9) where C0 : ToolbarContent, C1 : ToolbarContent, C2 : ToolbarContent,
//   C3 : ToolbarContent, C4 : ToolbarContent, C5 : ToolbarContent, C6 : ToolbarContent, C7 : ToolbarContent, C8 :
//   ToolbarContent, C9 : ToolbarContent
@MainActor func use_e36653e7f8<
    C0: ToolbarContent,
    C1: ToolbarContent,
    C2: ToolbarContent,
    C3: ToolbarContent,
    C4: ToolbarContent,
    C5: ToolbarContent,
    C6: ToolbarContent,
    C7: ToolbarContent,
    C8: ToolbarContent,
    C9: ToolbarContent
>(
    _ generics: (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9).Type
) {
    _ = ToolbarContentBuilder.buildBlock(
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
    ) as any ToolbarContent
}

// u8a4c47b273 static ToolbarContentBuilder.buildBlock<C0, C1>(_: C0, _: C1) where C0 : CustomizableToolbarContent, C1 :
//   CustomizableToolbarContent
@MainActor func use_8a4c47b273<C0: CustomizableToolbarContent, C1: CustomizableToolbarContent>(
    _ generics: (C0, C1).Type
) {
    _ = ToolbarContentBuilder.buildBlock(sample() as C0, sample() as C1) as any CustomizableToolbarContent
}

// u2ba1db08ff static ToolbarContentBuilder.buildBlock<C0, C1, C2>(_: C0, _: C1, _: C2) where C0 :
//   CustomizableToolbarContent, C1 : CustomizableToolbarContent, C2 : CustomizableToolbarContent
@MainActor func use_2ba1db08ff<
    C0: CustomizableToolbarContent,
    C1: CustomizableToolbarContent,
    C2: CustomizableToolbarContent
>(
    _ generics: (C0, C1, C2).Type
) {
    _ = ToolbarContentBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2
    ) as any CustomizableToolbarContent
}

// u5f937b3918 static ToolbarContentBuilder.buildBlock<C0, C1, C2, C3>(_: C0, _: C1, _: C2, _: C3) where C0 :
//   CustomizableToolbarContent, C1 : CustomizableToolbarContent, C2 : CustomizableToolbarContent, C3 :
//   CustomizableToolbarContent
@MainActor func use_5f937b3918<
    C0: CustomizableToolbarContent,
    C1: CustomizableToolbarContent,
    C2: CustomizableToolbarContent,
    C3: CustomizableToolbarContent
>(
    _ generics: (C0, C1, C2, C3).Type
) {
    _ = ToolbarContentBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3
    ) as any CustomizableToolbarContent
}

// ub07b3daece static ToolbarContentBuilder.buildBlock<C0, C1, C2, C3, C4>(_: C0, _: C1, _: C2, _: C3, _: C4) where C0 :
//   CustomizableToolbarContent, C1 : CustomizableToolbarContent, C2 : CustomizableToolbarContent, C3 :
//   CustomizableToolbarContent, C4 : CustomizableToolbarContent
@MainActor func use_b07b3daece<
    C0: CustomizableToolbarContent,
    C1: CustomizableToolbarContent,
    C2: CustomizableToolbarContent,
    C3: CustomizableToolbarContent,
    C4: CustomizableToolbarContent
>(
    _ generics: (C0, C1, C2, C3, C4).Type
) {
    _ = ToolbarContentBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4
    ) as any CustomizableToolbarContent
}

// u3d63a444d7 static ToolbarContentBuilder.buildBlock<C0, C1, C2, C3, C4, C5>(_: C0, _: C1, _: C2, _: C3, _: C4, _: C5)
//   where C0 : CustomizableToolbarContent, C1 : CustomizableToolbarContent, C2 : CustomizableToolbarContent, C3 :
//   CustomizableToolbarContent, C4 : CustomizableToolbarContent, C5 : CustomizableToolbarContent
@MainActor func use_3d63a444d7<
    C0: CustomizableToolbarContent,
    C1: CustomizableToolbarContent,
    C2: CustomizableToolbarContent,
    C3: CustomizableToolbarContent,
    C4: CustomizableToolbarContent,
    C5: CustomizableToolbarContent
>(
    _ generics: (C0, C1, C2, C3, C4, C5).Type
) {
    _ = ToolbarContentBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5
    ) as any CustomizableToolbarContent
}

// u1be028d727 static ToolbarContentBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6>(_: C0, _: C1, _: C2, _: C3, _: C4, _:
//   C5, _: C6) where C0 : CustomizableToolbarContent, C1 : CustomizableToolbarContent, C2 : CustomizableToolbarContent,
//   C3 : CustomizableToolbarContent, C4 : CustomizableToolbarContent, C5 : CustomizableToolbarContent, C6 :
//   CustomizableToolbarContent
@MainActor func use_1be028d727<
    C0: CustomizableToolbarContent,
    C1: CustomizableToolbarContent,
    C2: CustomizableToolbarContent,
    C3: CustomizableToolbarContent,
    C4: CustomizableToolbarContent,
    C5: CustomizableToolbarContent,
    C6: CustomizableToolbarContent
>(
    _ generics: (C0, C1, C2, C3, C4, C5, C6).Type
) {
    _ = ToolbarContentBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5,
        sample() as C6
    ) as any CustomizableToolbarContent
}

// u144e2b2535 static ToolbarContentBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_: C0, _: C1, _: C2, _: C3, _:
//   C4, _: C5, _: C6, _: C7) where C0 : CustomizableToolbarContent, C1 : CustomizableToolbarContent, C2 :
//   CustomizableToolbarContent, C3 : CustomizableToolbarContent, C4 : CustomizableToolbarContent, C5 :
//   CustomizableToolbarContent, C6 : CustomizableToolbarContent, C7 : CustomizableToolbarContent
@MainActor func use_144e2b2535<
    C0: CustomizableToolbarContent,
    C1: CustomizableToolbarContent,
    C2: CustomizableToolbarContent,
    C3: CustomizableToolbarContent,
    C4: CustomizableToolbarContent,
    C5: CustomizableToolbarContent,
    C6: CustomizableToolbarContent,
    C7: CustomizableToolbarContent
>(
    _ generics: (C0, C1, C2, C3, C4, C5, C6, C7).Type
) {
    _ = ToolbarContentBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5,
        sample() as C6,
        sample() as C7
    ) as any CustomizableToolbarContent
}

// ue7c45db672 static ToolbarContentBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_: C0, _: C1, _: C2, _: C3,
//   _: C4, _: C5, _: C6, _: C7, _: C8) where C0 : CustomizableToolbarContent, C1 : CustomizableToolbarContent, C2 :
//   CustomizableToolbarContent, C3 : CustomizableToolbarContent, C4 : CustomizableToolbarContent, C5 :
//   CustomizableToolbarContent, C6 : CustomizableToolbarContent, C7 : CustomizableToolbarContent, C8 :
//   CustomizableToolbarContent
@MainActor func use_e7c45db672<
    C0: CustomizableToolbarContent,
    C1: CustomizableToolbarContent,
    C2: CustomizableToolbarContent,
    C3: CustomizableToolbarContent,
    C4: CustomizableToolbarContent,
    C5: CustomizableToolbarContent,
    C6: CustomizableToolbarContent,
    C7: CustomizableToolbarContent,
    C8: CustomizableToolbarContent
>(
    _ generics: (C0, C1, C2, C3, C4, C5, C6, C7, C8).Type
) {
    _ = ToolbarContentBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5,
        sample() as C6,
        sample() as C7,
        sample() as C8
    ) as any CustomizableToolbarContent
}

// u8e60c2b721 static ToolbarContentBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_: C0, _: C1, _: C2, _:
//   C3, _: C4, _: C5, _: C6, _: C7, _: C8, _: C9) where C0 : CustomizableToolbarContent, C1 :
//   CustomizableToolbarContent, C2 : CustomizableToolbarContent, C3 : CustomizableToolbarContent, C4 :
//   CustomizableToolbarContent, C5 : CustomizableToolbarContent, C6 : CustomizableToolbarContent, C7 :
//   CustomizableToolbarContent, C8 : CustomizableToolbarContent, C9 : CustomizableToolbarContent
@MainActor func use_8e60c2b721<
    C0: CustomizableToolbarContent,
    C1: CustomizableToolbarContent,
    C2: CustomizableToolbarContent,
    C3: CustomizableToolbarContent,
    C4: CustomizableToolbarContent,
    C5: CustomizableToolbarContent,
    C6: CustomizableToolbarContent,
    C7: CustomizableToolbarContent,
    C8: CustomizableToolbarContent,
    C9: CustomizableToolbarContent
>(
    _ generics: (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9).Type
) {
    _ = ToolbarContentBuilder.buildBlock(
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
    ) as any CustomizableToolbarContent
}
