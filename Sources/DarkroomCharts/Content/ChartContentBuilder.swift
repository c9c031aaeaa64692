import Foundation

/// A result builder that composes chart content.
@resultBuilder
public enum ChartContentBuilder {
    /// Turns one element of a builder block into the builder's parts.
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    /// An empty block: no content.
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
    /// Combines the parts of a builder block.
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    /// Combines the parts of a builder block.
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C)
        -> TupleChartContent<(repeat each C)> {
        TupleChartContent(collect: { collector in
            repeat (each C)._collect(each content, into: &collector)
        })
    }
    /// The content under an `if` without `else` (none when the condition fails).
    public static func buildIf<C: ChartContent>(_ content: C?) -> C? { content }
    /// The content of an `if` branch.
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> _ConditionalChartContent<T, F> {
        _ConditionalChartContent(storage: .first(first))
    }
    /// The content of an `else` branch.
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> _ConditionalChartContent<T, F> {
        _ConditionalChartContent(storage: .second(second))
    }
    /// The parts under an `if #available` check.
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> AnyChartContent {
        AnyChartContent(content)
    }
    /// The content of a `for` loop.
    public static func buildArray<C: ChartContent>(_ contents: [C]) -> _ChartContentArray<C> {
        _ChartContentArray(elements: contents)
    }
}

/// No content.
nonisolated public struct EmptyChartContent: ChartContent {
    /// No content.
    public init() {}
    /// Primitive chart content has no body; it is never evaluated.
    public var body: Never { primitiveChartBody("EmptyChartContent") }
    /// Darkroom's collection hook: adds this content's marks; not for use.
    public static func _collect(_ content: Self, into collector: inout _ChartCollector) {}
}

/// Several pieces of content side by side, as a builder's block makes them.
nonisolated public struct TupleChartContent<T>: ChartContent {
    let collect: (inout _ChartCollector) -> Void
    /// Primitive chart content has no body; it is never evaluated.
    public var body: Never { primitiveChartBody("TupleChartContent") }
    /// Darkroom's collection hook: adds this content's marks; not for use.
    public static func _collect(_ content: Self, into collector: inout _ChartCollector) { content.collect(&collector) }
}

/// One of two pieces of content, as `if`/`else` makes it.
nonisolated public struct _ConditionalChartContent<T: ChartContent, F: ChartContent>: ChartContent {
    enum Storage { case first(T), second(F) }
    let storage: Storage
    /// Primitive chart content has no body; it is never evaluated.
    public var body: Never { primitiveChartBody("_ConditionalChartContent") }
    /// Darkroom's collection hook: adds this content's marks; not for use.
    public static func _collect(_ content: Self, into collector: inout _ChartCollector) {
        switch content.storage {
        case .first(let t): T._collect(t, into: &collector)
        case .second(let f): F._collect(f, into: &collector)
        }
    }
}

/// The content of a `for` loop in a builder.
nonisolated public struct _ChartContentArray<C: ChartContent>: ChartContent {
    let elements: [C]
    /// Primitive chart content has no body; it is never evaluated.
    public var body: Never { primitiveChartBody("_ChartContentArray") }
    /// Darkroom's collection hook: adds this content's marks; not for use.
    public static func _collect(_ content: Self, into collector: inout _ChartCollector) {
        for element in content.elements { C._collect(element, into: &collector) }
    }
}

nonisolated extension Optional: ChartContent where Wrapped: ChartContent {
    /// Primitive chart content has no body; it is never evaluated.
    public var body: Never { primitiveChartBody("Optional") }
    /// Darkroom's collection hook: adds this content's marks; not for use.
    public static func _collect(_ content: Self, into collector: inout _ChartCollector) {
        if let content { Wrapped._collect(content, into: &collector) }
    }
}
