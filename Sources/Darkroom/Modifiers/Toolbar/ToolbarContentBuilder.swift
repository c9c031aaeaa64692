import Foundation

/// Builds toolbar content from the items of a closure, as SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
nonisolated public struct ToolbarContentBuilder {
    /// An item as it is.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// A customizable item as it is.
    public static func buildExpression<Content: CustomizableToolbarContent>(_ content: Content) -> Content {
        content
    }
    /// One item.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> some ToolbarContent { content }
    /// One customizable item.
    public static func buildBlock<Content: CustomizableToolbarContent>(_ content: Content)
        -> some CustomizableToolbarContent { content }
    /// The content of an `if` without `else`.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    /// The customizable content of an `if` without `else`.
    public static func buildIf<Content: CustomizableToolbarContent>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`/`else`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { .init(storage: .trueContent(first)) }
    /// The first branch of an `if`/`else` of customizable content.
    public static func buildEither<TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { .init(storage: .trueContent(first)) }
    /// The second branch of an `if`/`else`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { .init(storage: .falseContent(second)) }
    /// The second branch of an `if`/`else` of customizable content.
    public static func buildEither<TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { .init(storage: .falseContent(second)) }
    /// Content behind an availability check.
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> some ToolbarContent {
        content
    }
    /// Customizable content behind an availability check.
    public static func buildLimitedAvailability<Content: CustomizableToolbarContent>(_ content: Content)
        -> some CustomizableToolbarContent { content }
    /// 2 items.
    public static func buildBlock<
        C0: ToolbarContent, C1: ToolbarContent
    >(
        _ c0: C0, _ c1: C1
    ) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1))
    }
    /// 2 customizable items.
    public static func buildBlock<
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent
    >(
        _ c0: C0, _ c1: C1
    ) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1))
    }
    /// 3 items.
    public static func buildBlock<
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2))
    }
    /// 3 customizable items.
    public static func buildBlock<
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2))
    }
    /// 4 items.
    public static func buildBlock<
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3))
    }
    /// 4 customizable items.
    public static func buildBlock<
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3))
    }
    /// 5 items.
    public static func buildBlock<
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4))
    }
    /// 5 customizable items.
    public static func buildBlock<
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4))
    }
    /// 6 items.
    public static func buildBlock<
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5))
    }
    /// 6 customizable items.
    public static func buildBlock<
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5))
    }
    /// 7 items.
    public static func buildBlock<
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6))
    }
    /// 7 customizable items.
    public static func buildBlock<
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
        C6: CustomizableToolbarContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6))
    }
    /// 8 items.
    public static func buildBlock<
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7))
    }
    /// 8 customizable items.
    public static func buildBlock<
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
        C6: CustomizableToolbarContent, C7: CustomizableToolbarContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7))
    }
    /// 9 items.
    public static func buildBlock<
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }
    /// 9 customizable items.
    public static func buildBlock<
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
        C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }
    /// 10 items.
    public static func buildBlock<
        C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent,
        C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent, C9: ToolbarContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> some ToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }
    /// 10 customizable items.
    public static func buildBlock<
        C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
        C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
        C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent,
        C9: CustomizableToolbarContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> some CustomizableToolbarContent {
        TupleToolbarContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }
}
