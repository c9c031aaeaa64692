// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u16b6558354 static AccessibilityRotorContentBuilder.buildExpression<Content>(_: Content) where Content :
//   AccessibilityRotorContent
@MainActor func use_16b6558354<Content: AccessibilityRotorContent>(_ generics: (Content).Type) {
    let _: Content = AccessibilityRotorContentBuilder.buildExpression(sample() as Content)
}

// u64af4a7f00 static AccessibilityRotorContentBuilder.buildBlock<Content>(_: Content) where Content :
//   AccessibilityRotorContent
@MainActor func use_64af4a7f00<Content: AccessibilityRotorContent>(_ generics: (Content).Type) {
    _ = AccessibilityRotorContentBuilder.buildBlock(sample() as Content) as any AccessibilityRotorContent
}

// ue9484b6338 static AccessibilityRotorContentBuilder.buildIf<Content>(_: Content?) where Content :
//   AccessibilityRotorContent
@MainActor func use_e9484b6338<Content: AccessibilityRotorContent>(_ generics: (Content).Type) {
    _ = AccessibilityRotorContentBuilder.buildIf(sample() as Content?) as any AccessibilityRotorContent
}

// u90ed234ec2 static AccessibilityRotorContentBuilder.buildBlock<C0, C1>(_: C0, _: C1) where C0 :
//   AccessibilityRotorContent, C1 : AccessibilityRotorContent
@MainActor func use_90ed234ec2<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent>(
    _ generics: (C0, C1).Type
) {
    _ = AccessibilityRotorContentBuilder.buildBlock(sample() as C0, sample() as C1) as any AccessibilityRotorContent
}

// u617e5e0251 static AccessibilityRotorContentBuilder.buildBlock<C0, C1, C2>(_: C0, _: C1, _: C2) where C0 :
//   AccessibilityRotorContent, C1 : AccessibilityRotorContent, C2 : AccessibilityRotorContent
@MainActor func use_617e5e0251<
    C0: AccessibilityRotorContent,
    C1: AccessibilityRotorContent,
    C2: AccessibilityRotorContent
>(
    _ generics: (C0, C1, C2).Type
) {
    _ = AccessibilityRotorContentBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2
    ) as any AccessibilityRotorContent
}

// u69a1ad79c0 static AccessibilityRotorContentBuilder.buildBlock<C0, C1, C2, C3>(_: C0, _: C1, _: C2, _: C3) where C0 :
//   AccessibilityRotorContent, C1 : AccessibilityRotorContent, C2 : AccessibilityRotorContent, C3 :
//   AccessibilityRotorContent
@MainActor func use_69a1ad79c0<
    C0: AccessibilityRotorContent,
    C1: AccessibilityRotorContent,
    C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent
>(
    _ generics: (C0, C1, C2, C3).Type
) {
    _ = AccessibilityRotorContentBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3
    ) as any AccessibilityRotorContent
}

// ue9f4281d1a static AccessibilityRotorContentBuilder.buildBlock<C0, C1, C2, C3, C4>(_: C0, _: C1, _: C2, _: C3, _: C4)
//   where C0 : AccessibilityRotorContent, C1 : AccessibilityRotorContent, C2 : AccessibilityRotorContent, C3 :
//   AccessibilityRotorContent, C4 : AccessibilityRotorContent
@MainActor func use_e9f4281d1a<
    C0: AccessibilityRotorContent,
    C1: AccessibilityRotorContent,
    C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent,
    C4: AccessibilityRotorContent
>(
    _ generics: (C0, C1, C2, C3, C4).Type
) {
    _ = AccessibilityRotorContentBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4
    ) as any AccessibilityRotorContent
}

// u4dd3fc2419 static AccessibilityRotorContentBuilder.buildBlock<C0, C1, C2, C3, C4, C5>(_: C0, _: C1, _: C2, _: C3, _:
//   C4, _: C5) where C0 : AccessibilityRotorContent, C1 : AccessibilityRotorContent, C2 : AccessibilityRotorContent, C3
//   : AccessibilityRotorContent, C4 : AccessibilityRotorContent, C5 : AccessibilityRotorContent
@MainActor func use_4dd3fc2419<
    C0: AccessibilityRotorContent,
    C1: AccessibilityRotorContent,
    C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent,
    C4: AccessibilityRotorContent,
    C5: AccessibilityRotorContent
>(
    _ generics: (C0, C1, C2, C3, C4, C5).Type
) {
    _ = AccessibilityRotorContentBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5
    ) as any AccessibilityRotorContent
}

// u7754774676 static AccessibilityRotorContentBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6>(_: C0, _: C1, _: C2, _:
//   C3, _: C4, _: C5, _: C6) where C0 : AccessibilityRotorContent, C1 : AccessibilityRotorContent, C2 :
//   AccessibilityRotorContent, C3 : AccessibilityRotorContent, C4 : AccessibilityRotorContent, C5 :
//   AccessibilityRotorContent, C6 : AccessibilityRotorContent
@MainActor func use_7754774676<
    C0: AccessibilityRotorContent,
    C1: AccessibilityRotorContent,
    C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent,
    C4: AccessibilityRotorContent,
    C5: AccessibilityRotorContent,
    C6: AccessibilityRotorContent
>(
    _ generics: (C0, C1, C2, C3, C4, C5, C6).Type
) {
    _ = AccessibilityRotorContentBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5,
        sample() as C6
    ) as any AccessibilityRotorContent
}

// u5dbd89b8af static AccessibilityRotorContentBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_: C0, _: C1, _: C2,
//   _: C3, _: C4, _: C5, _: C6, _: C7) where C0 : AccessibilityRotorContent, C1 : AccessibilityRotorContent, C2 :
//   AccessibilityRotorContent, C3 : AccessibilityRotorContent, C4 : AccessibilityRotorContent, C5 :
//   AccessibilityRotorContent, C6 : AccessibilityRotorContent, C7 : AccessibilityRotorContent
@MainActor func use_5dbd89b8af<
    C0: AccessibilityRotorContent,
    C1: AccessibilityRotorContent,
    C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent,
    C4: AccessibilityRotorContent,
    C5: AccessibilityRotorContent,
    C6: AccessibilityRotorContent,
    C7: AccessibilityRotorContent
>(
    _ generics: (C0, C1, C2, C3, C4, C5, C6, C7).Type
) {
    _ = AccessibilityRotorContentBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5,
        sample() as C6,
        sample() as C7
    ) as any AccessibilityRotorContent
}

// u841cb461db static AccessibilityRotorContentBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_: C0, _: C1, _:
//   C2, _: C3, _: C4, _: C5, _: C6, _: C7, _: C8) where C0 : AccessibilityRotorContent, C1 : AccessibilityRotorContent,
//   C2 : AccessibilityRotorContent, C3 : AccessibilityRotorContent, C4 : AccessibilityRotorContent, C5 :
//   AccessibilityRotorContent, C6 : AccessibilityRotorContent, C7 : AccessibilityRotorContent, C8 :
//   AccessibilityRotorContent
@MainActor func use_841cb461db<
    C0: AccessibilityRotorContent,
    C1: AccessibilityRotorContent,
    C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent,
    C4: AccessibilityRotorContent,
    C5: AccessibilityRotorContent,
    C6: AccessibilityRotorContent,
    C7: AccessibilityRotorContent,
    C8: AccessibilityRotorContent
>(
    _ generics: (C0, C1, C2, C3, C4, C5, C6, C7, C8).Type
) {
    _ = AccessibilityRotorContentBuilder.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5,
        sample() as C6,
        sample() as C7,
        sample() as C8
    ) as any AccessibilityRotorContent
}

// u724dd2cfdd static AccessibilityRotorContentBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_: C0, _: C1,
//   _: C2, _: C3, _: C4, _: C5, _: C6, _: C7, _: C8, _: C9) where C0 : AccessibilityRotorContent, C1 :
//   AccessibilityRotorContent, C2 : AccessibilityRotorContent, C3 : AccessibilityRotorContent, C4 :
//   AccessibilityRotorContent, C5 : AccessibilityRotorContent, C6 : AccessibilityRotorContent, C7 :
//   AccessibilityRotorContent, C8 : AccessibilityRotorContent, C9 : AccessibilityRotorContent
@MainActor func use_724dd2cfdd<
    C0: AccessibilityRotorContent,
    C1: AccessibilityRotorContent,
    C2: AccessibilityRotorContent,
    C3: AccessibilityRotorContent,
    C4: AccessibilityRotorContent,
    C5: AccessibilityRotorContent,
    C6: AccessibilityRotorContent,
    C7: AccessibilityRotorContent,
    C8: AccessibilityRotorContent,
    C9: AccessibilityRotorContent
>(
    _ generics: (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9).Type
) {
    _ = AccessibilityRotorContentBuilder.buildBlock(
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
    ) as any AccessibilityRotorContent
}
