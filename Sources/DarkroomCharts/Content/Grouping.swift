import Foundation

/// Groups chart content; modifiers on a `Plot` apply to everything in it.
nonisolated public struct Plot<Content: ChartContent>: ChartContent {
    let content: Content
    /// Groups the content the builder makes.
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }
    /// Primitive chart content has no body; it is never evaluated.
    public var body: Never { primitiveChartBody("Plot") }
    /// Darkroom's collection hook: adds this content's marks; not for use.
    public static func _collect(_ plot: Self, into collector: inout _ChartCollector) {
        Content._collect(plot.content, into: &collector)
    }
}

/// Type-erased chart content.
nonisolated public struct AnyChartContent: ChartContent {
    let collect: (inout _ChartCollector) -> Void
    /// Erases the type of `content`.
    public init<C: ChartContent>(_ content: C) {
        if let any = content as? AnyChartContent { collect = any.collect; return }
        collect = { C._collect(content, into: &$0) }
    }
    /// Erases the type of `content`.
    public init<C: ChartContent>(erasing content: C) { self.init(content) }
    /// Primitive chart content has no body; it is never evaluated.
    public var body: Never { primitiveChartBody("AnyChartContent") }
    /// Darkroom's collection hook: adds this content's marks; not for use.
    public static func _collect(_ content: Self, into collector: inout _ChartCollector) { content.collect(&collector) }
}

nonisolated extension ForEach: ChartContent where Content: ChartContent {
    /// Primitive chart content has no body; it is never evaluated.
    public var body: Never { primitiveChartBody("ForEach") }
    /// Darkroom's collection hook: adds this content's marks; not for use.
    public static func _collect(_ each: Self, into collector: inout _ChartCollector) {
        for element in each.data { Content._collect(each.content(element), into: &collector) }
    }

    /// Chart content for each element, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }
}

nonisolated extension ForEach where Content: ChartContent, ID == Data.Element.ID, Data.Element: Identifiable {
    /// Chart content for each identifiable element.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: \.id, content: content)
    }
}

nonisolated extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Chart content for each integer of a range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: \.self, content: content)
    }
}
