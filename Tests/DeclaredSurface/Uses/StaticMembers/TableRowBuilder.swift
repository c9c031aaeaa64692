// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u67ae926e04 static TableRowBuilder.buildExpression<Content>(_: Content) where Value == Content.TableRowValue, Content
//   : TableRowContent
@MainActor func use_67ae926e04<Content: TableRowContent>(
    _ generics: (Content).Type
) where Content.TableRowValue : Identifiable {
    let _: Content = TableRowBuilder<Content.TableRowValue>.buildExpression(sample() as Content)
}

// ud59e600d2c static TableRowBuilder.buildBlock<C>(_: C) where Value == C.TableRowValue, C : TableRowContent
@MainActor func use_d59e600d2c<C: TableRowContent>(_ generics: (C).Type) where C.TableRowValue : Identifiable {
    let _: C = TableRowBuilder<C.TableRowValue>.buildBlock(sample() as C)
}

// u0456476bfd static TableRowBuilder.buildIf<C>(_: C?) where Value == C.TableRowValue, C : TableRowContent
@MainActor func use_0456476bfd<C: TableRowContent>(_ generics: (C).Type) where C.TableRowValue : Identifiable {
    let _: C? = TableRowBuilder<C.TableRowValue>.buildIf(sample() as C?)
}

// u3c5f75c083 static TableRowBuilder.buildEither<T, F>(first: T) where Value == T.TableRowValue, T : TableRowContent, F
//   : TableRowContent, T.TableRowValue == F.TableRowValue
@MainActor func use_3c5f75c083<T: TableRowContent, F: TableRowContent>(
    _ generics: (T, F).Type
) where T.TableRowValue == F.TableRowValue, T.TableRowValue : Identifiable {
    let _: _ConditionalContent<T, F> = TableRowBuilder<T.TableRowValue>.buildEither(first: sample() as T)
}

// ud060291b62 static TableRowBuilder.buildEither<T, F>(second: F) where Value == T.TableRowValue, T : TableRowContent,
//   F : TableRowContent, T.TableRowValue == F.TableRowValue
@MainActor func use_d060291b62<T: TableRowContent, F: TableRowContent>(
    _ generics: (T, F).Type
) where T.TableRowValue == F.TableRowValue, T.TableRowValue : Identifiable {
    let _: _ConditionalContent<T, F> = TableRowBuilder<T.TableRowValue>.buildEither(second: sample() as F)
}

// ub696304e79 static TableRowBuilder.buildBlock<C0, C1>(_: C0, _: C1) where Value == C0.TableRowValue, C0 :
//   TableRowContent, C1 : TableRowContent, C0.TableRowValue == C1.TableRowValue
@MainActor func use_b696304e79<C0: TableRowContent, C1: TableRowContent>(
    _ generics: (C0, C1).Type
) where C0.TableRowValue == C1.TableRowValue, C0.TableRowValue : Identifiable {
    let _: TupleTableRowContent<C0.TableRowValue, (C0, C1)> = TableRowBuilder<C0.TableRowValue>.buildBlock(
        sample() as C0,
        sample() as C1
    )
}

// u534ef9c95d static TableRowBuilder.buildBlock<C0, C1, C2>(_: C0, _: C1, _: C2) where Value == C0.TableRowValue, C0 :
//   TableRowContent, C1 : TableRowContent, C2 : TableRowContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue
//   == C2.TableRowValue
@MainActor func use_534ef9c95d<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent>(
    _ generics: (C0, C1, C2).Type
) where C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C0.TableRowValue : Identifiable {
    let _: TupleTableRowContent<C0.TableRowValue, (C0, C1, C2)> = TableRowBuilder<C0.TableRowValue>.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2
    )
}

// u8c16841245 static TableRowBuilder.buildBlock<C0, C1, C2, C3>(_: C0, _: C1, _: C2, _: C3) where Value ==
//   C0.TableRowValue, C0 : TableRowContent, C1 : TableRowContent, C2 : TableRowContent, C3 : TableRowContent,
//   C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue
@MainActor func use_8c16841245<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent>(
    _ generics: (C0, C1, C2, C3).Type
)
where C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue,
    C2.TableRowValue == C3.TableRowValue,
    C0.TableRowValue : Identifiable {
    let _: TupleTableRowContent<C0.TableRowValue, (C0, C1, C2, C3)> = TableRowBuilder<C0.TableRowValue>.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3
    )
}

// u0a53a32bee static TableRowBuilder.buildBlock<C0, C1, C2, C3, C4>(_: C0, _: C1, _: C2, _: C3, _: C4) where Value ==
//   C0.TableRowValue, C0 : TableRowContent, C1 : TableRowContent, C2 : TableRowContent, C3 : TableRowContent, C4 :
//   TableRowContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue ==
//   C3.TableRowValue, C3.TableRowValue == C4.TableRowValue
@MainActor func use_0a53a32bee<
    C0: TableRowContent,
    C1: TableRowContent,
    C2: TableRowContent,
    C3: TableRowContent,
    C4: TableRowContent
>(
    _ generics: (C0, C1, C2, C3, C4).Type
)
where C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue,
    C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue,
    C0.TableRowValue : Identifiable {
    let _: TupleTableRowContent<C0.TableRowValue, (C0, C1, C2, C3, C4)> = TableRowBuilder<C0.TableRowValue>.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4
    )
}

// ua122e218ed static TableRowBuilder.buildBlock<C0, C1, C2, C3, C4, C5>(_: C0, _: C1, _: C2, _: C3, _: C4, _: C5) where
//   Value == C0.TableRowValue, C0 : TableRowContent, C1 : TableRowContent, C2 : TableRowContent, C3 : TableRowContent,
//   C4 : TableRowContent, C5 : TableRowContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue ==
//   C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue ==
//   C5.TableRowValue
@MainActor func use_a122e218ed<
    C0: TableRowContent,
    C1: TableRowContent,
    C2: TableRowContent,
    C3: TableRowContent,
    C4: TableRowContent,
    C5: TableRowContent
>(
    _ generics: (C0, C1, C2, C3, C4, C5).Type
)
where C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue,
    C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue,
    C4.TableRowValue == C5.TableRowValue,
    C0.TableRowValue : Identifiable {
    let _: TupleTableRowContent<
        C0.TableRowValue,
        (C0, C1, C2, C3, C4, C5)
    > = TableRowBuilder<C0.TableRowValue>.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5
    )
}

// u691729f58d static TableRowBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6>(_: C0, _: C1, _: C2, _: C3, _: C4, _: C5,
//   _: C6) where Value == C0.TableRowValue, C0 : TableRowContent, C1 : TableRowContent, C2 : TableRowContent, C3 :
//   TableRowContent, C4 : TableRowContent, C5 : TableRowContent, C6 : TableRowContent, C0.TableRowValue ==
//   C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue ==
//   C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue
@MainActor func use_691729f58d<
    C0: TableRowContent,
    C1: TableRowContent,
    C2: TableRowContent,
    C3: TableRowContent,
    C4: TableRowContent,
    C5: TableRowContent,
    C6: TableRowContent
>(
    _ generics: (C0, C1, C2, C3, C4, C5, C6).Type
)
where C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue,
    C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue,
    C4.TableRowValue == C5.TableRowValue,
    C5.TableRowValue == C6.TableRowValue,
    C0.TableRowValue : Identifiable {
    let _: TupleTableRowContent<
        C0.TableRowValue,
        (C0, C1, C2, C3, C4, C5, C6)
    > = TableRowBuilder<C0.TableRowValue>.buildBlock(
        sample() as C0,
        sample() as C1,
        sample() as C2,
        sample() as C3,
        sample() as C4,
        sample() as C5,
        sample() as C6
    )
}

// u98bc21b8b3 static TableRowBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(_: C0, _: C1, _: C2, _: C3, _: C4, _:
//   C5, _: C6, _: C7) where Value == C0.TableRowValue, C0 : TableRowContent, C1 : TableRowContent, C2 :
//   TableRowContent, C3 : TableRowContent, C4 : TableRowContent, C5 : TableRowContent, C6 : TableRowContent, C7 :
//   TableRowContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue ==
//   C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue ==
//   C6.TableRowValue, C6.TableRowValue == C7.TableRowValue
@MainActor func use_98bc21b8b3<
    C0: TableRowContent,
    C1: TableRowContent,
    C2: TableRowContent,
    C3: TableRowContent,
    C4: TableRowContent,
    C5: TableRowContent,
    C6: TableRowContent,
    C7: TableRowContent
>(
    _ generics: (C0, C1, C2, C3, C4, C5, C6, C7).Type
)
where C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue,
    C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue,
    C4.TableRowValue == C5.TableRowValue,
    C5.TableRowValue == C6.TableRowValue,
    C6.TableRowValue == C7.TableRowValue,
    C0.TableRowValue : Identifiable {
    let _: TupleTableRowContent<
        C0.TableRowValue,
        (C0, C1, C2, C3, C4, C5, C6, C7)
    > = TableRowBuilder<C0.TableRowValue>.buildBlock(
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

// u7453de06dd static TableRowBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(_: C0, _: C1, _: C2, _: C3, _: C4,
//   _: C5, _: C6, _: C7, _: C8) where Value == C0.TableRowValue, C0 : TableRowContent, C1 : TableRowContent, C2 :
//   TableRowContent, C3 : TableRowContent, C4 : TableRowContent, C5 : TableRowContent, C6 : TableRowContent, C7 :
//   TableRowContent, C8 : TableRowContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
//   C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
//   C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue
@MainActor func use_7453de06dd<
    C0: TableRowContent,
    C1: TableRowContent,
    C2: TableRowContent,
    C3: TableRowContent,
    C4: TableRowContent,
    C5: TableRowContent,
    C6: TableRowContent,
    C7: TableRowContent,
    C8: TableRowContent
>(
    _ generics: (C0, C1, C2, C3, C4, C5, C6, C7, C8).Type
)
where C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue,
    C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue,
    C4.TableRowValue == C5.TableRowValue,
    C5.TableRowValue == C6.TableRowValue,
    C6.TableRowValue == C7.TableRowValue,
    C7.TableRowValue == C8.TableRowValue,
    C0.TableRowValue : Identifiable {
    let _: TupleTableRowContent<
        C0.TableRowValue,
        (C0, C1, C2, C3, C4, C5, C6, C7, C8)
    > = TableRowBuilder<C0.TableRowValue>.buildBlock(
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

// ub09a8c4944 static TableRowBuilder.buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(_: C0, _: C1, _: C2, _: C3, _:
//   C4, _: C5, _: C6, _: C7, _: C8, _: C9) where Value == C0.TableRowValue, C0 : TableRowContent, C1 : TableRowContent,
//   C2 : TableRowContent, C3 : TableRowContent, C4 : TableRowContent, C5 : TableRowContent, C6 : TableRowContent, C7 :
//   TableRowContent, C8 : TableRowContent, C9 : TableRowContent, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue
//   == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue
//   == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue, C7.TableRowValue
//   == C8.TableRowValue, C8.TableRowValue == C9.TableRowValue
@MainActor func use_b09a8c4944<
    C0: TableRowContent,
    C1: TableRowContent,
    C2: TableRowContent,
    C3: TableRowContent,
    C4: TableRowContent,
    C5: TableRowContent,
    C6: TableRowContent,
    C7: TableRowContent,
    C8: TableRowContent,
    C9: TableRowContent
>(
    _ generics: (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9).Type
)
where C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue,
    C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue,
    C4.TableRowValue == C5.TableRowValue,
    C5.TableRowValue == C6.TableRowValue,
    C6.TableRowValue == C7.TableRowValue,
    C7.TableRowValue == C8.TableRowValue,
    C8.TableRowValue == C9.TableRowValue,
    C0.TableRowValue : Identifiable {
    let _: TupleTableRowContent<
        C0.TableRowValue,
        (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)
    > = TableRowBuilder<C0.TableRowValue>.buildBlock(
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
