import Foundation

/// A type that represents the content of a chart: marks, groups of marks and
/// modified marks, built with `@ChartContentBuilder`.
///
/// A type of your own conforms by declaring a `body`, as views do; like a view's, the
/// body is main-actor isolated (it may read `@MainActor` models), and Darkroom evaluates
/// it through its nonisolated trampoline when a chart renders on another thread.
@MainActor @preconcurrency
public protocol ChartContent {
    /// The type of content representing the body of this content.
    associatedtype Body: ChartContent
    /// The composition of content this content stands for.
    @ChartContentBuilder var body: Self.Body { get }
    /// Darkroom's collection hook: adds this content's marks; not for use.
    nonisolated static func _collect(_ content: Self, into collector: inout _ChartCollector)
}

nonisolated extension ChartContent {
    /// Composite content collects its `body`.
    public static func _collect(_ content: Self, into collector: inout _ChartCollector) {
        Body._collect(ChartResolver.body(of: content), into: &collector)
    }
}

/// Evaluates users' chart content; the one place the library calls a `body`.
nonisolated enum ChartResolver {
    static func body<C: ChartContent>(of content: C) -> C.Body {
        MainActorIsolation.nonisolated { (content: C) in content.body }(content)
    }

    /// The marks a chart's content stands for, in declaration order.
    static func marks<C: ChartContent>(of content: C) -> [MarkRecord] {
        var collector = _ChartCollector()
        C._collect(content, into: &collector)
        return collector.marks
    }
}

nonisolated extension Never: ChartContent {}

/// Primitive content: marks and groups have no body.
func primitiveChartBody(_ name: String) -> Never {
    fatalError("\(name) is primitive chart content: its body is never evaluated")
}

/// Gathers the marks of a chart's content, applying the modifiers in effect; opaque outside the module.
public struct _ChartCollector {
    var marks: [MarkRecord] = []
    /// Modifiers of the enclosing content, outermost first: inner ones are applied last and win.
    var modifiers: [(inout MarkRecord) -> Void] = []

    mutating func add(_ mark: MarkRecord) {
        guard !modifiers.isEmpty else { marks.append(mark); return }
        var mark = mark
        for modifier in modifiers { modifier(&mark) }
        marks.append(mark)
    }

    mutating func with(_ modifier: @escaping (inout MarkRecord) -> Void, _ body: (inout _ChartCollector) -> Void) {
        modifiers.append(modifier)
        body(&self)
        modifiers.removeLast()
    }
}
