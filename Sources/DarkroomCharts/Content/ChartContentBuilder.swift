import Foundation

/// A result builder that composes chart content.
@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent<(repeat each C)> {
        TupleChartContent(collect: { collector in
            repeat (each C)._collect(each content, into: &collector)
        })
    }
    public static func buildIf<C: ChartContent>(_ content: C?) -> C? { content }
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> _ConditionalChartContent<T, F> {
        _ConditionalChartContent(storage: .first(first))
    }
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> _ConditionalChartContent<T, F> {
        _ConditionalChartContent(storage: .second(second))
    }
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> AnyChartContent {
        AnyChartContent(content)
    }
    public static func buildArray<C: ChartContent>(_ contents: [C]) -> _ChartContentArray<C> {
        _ChartContentArray(elements: contents)
    }
}

/// No content.
nonisolated public struct EmptyChartContent: ChartContent {
    public init() {}
    public var body: Never { primitiveChartBody("EmptyChartContent") }
    public static func _collect(_ content: Self, into collector: inout _ChartCollector) {}
}

/// Several pieces of content side by side, as a builder's block makes them.
nonisolated public struct TupleChartContent<T>: ChartContent {
    let collect: (inout _ChartCollector) -> Void
    public var body: Never { primitiveChartBody("TupleChartContent") }
    public static func _collect(_ content: Self, into collector: inout _ChartCollector) { content.collect(&collector) }
}

/// One of two pieces of content, as `if`/`else` makes it.
nonisolated public struct _ConditionalChartContent<T: ChartContent, F: ChartContent>: ChartContent {
    enum Storage { case first(T), second(F) }
    let storage: Storage
    public var body: Never { primitiveChartBody("_ConditionalChartContent") }
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
    public var body: Never { primitiveChartBody("_ChartContentArray") }
    public static func _collect(_ content: Self, into collector: inout _ChartCollector) {
        for element in content.elements { C._collect(element, into: &collector) }
    }
}

nonisolated extension Optional: ChartContent where Wrapped: ChartContent {
    public var body: Never { primitiveChartBody("Optional") }
    public static func _collect(_ content: Self, into collector: inout _ChartCollector) {
        if let content { Wrapped._collect(content, into: &collector) }
    }
}
