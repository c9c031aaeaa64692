import Foundation

/// Content of an axis: `AxisMarks` and groups of them.
public protocol AxisContent {
    /// Darkroom's collection hook; not for use.
    func _axisMarks() -> [AxisMarksSpec]
}

/// One `AxisMarks` as the engine reads it; opaque outside the module.
public struct AxisMarksSpec {
    var preset: AxisMarkPreset
    var position: AxisMarkPosition
    var values: AxisMarkValues
    var stroke: StrokeStyle?
    /// The marks drawn per value; `nil` draws the default grid line, tick and label.
    var content: ((AxisValue) -> [AxisElement])?
}

/// A result builder for axis content.
@resultBuilder
public enum AxisContentBuilder {
    /// Turns one element of a builder block into the builder's parts.
    public static func buildExpression<C: AxisContent>(_ content: C) -> [AxisMarksSpec] { content._axisMarks() }
    /// Combines the parts of a builder block.
    public static func buildBlock(_ parts: [AxisMarksSpec]...) -> _AxisContentList {
        _AxisContentList(marks: parts.flatMap { $0 })
    }
    /// Starts a block from its first part.
    public static func buildPartialBlock(first: [AxisMarksSpec]) -> [AxisMarksSpec] { first }
    /// The parts under an `if` without `else` (none when the condition fails).
    public static func buildOptional(_ part: _AxisContentList?) -> [AxisMarksSpec] { part?.marks ?? [] }
    /// The parts of an `if` branch.
    public static func buildEither(first: _AxisContentList) -> [AxisMarksSpec] { first.marks }
    /// The parts of an `else` branch.
    public static func buildEither(second: _AxisContentList) -> [AxisMarksSpec] { second.marks }
    /// Turns one element of a builder block into the builder's parts.
    public static func buildExpression(_ list: _AxisContentList) -> [AxisMarksSpec] { list.marks }
    /// The parts under an `if #available` check.
    public static func buildLimitedAvailability(_ part: _AxisContentList) -> [AxisMarksSpec] { part.marks }
}

/// Axis content built by `AxisContentBuilder`.
public struct _AxisContentList: AxisContent {
    let marks: [AxisMarksSpec]
    /// Darkroom's collection hook; not for use.
    public func _axisMarks() -> [AxisMarksSpec] { marks }
}

/// How axis marks are laid out relative to the plot.
public struct AxisMarkPreset: Hashable, Sendable {
    let name: String
    /// Grid lines, ticks and labels the automatic way.
    public static let automatic = AxisMarkPreset(name: "automatic")
    /// Labels aligned to the plot edges (drawn the automatic way in Darkroom).
    public static let aligned = AxisMarkPreset(name: "aligned")
    /// Grid lines run on through the label area.
    public static let extended = AxisMarkPreset(name: "extended")
    /// Labels drawn inside the plot, so the plot takes the whole chart.
    public static let inset = AxisMarkPreset(name: "inset")
}

/// Which edge of the plot axis marks sit on.
public struct AxisMarkPosition: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, leading, trailing, top, bottom }
    let kind: Kind
    /// The axis's default edge: bottom for x, trailing for y.
    public static let automatic = AxisMarkPosition(kind: .automatic)
    /// The leading edge of the plot.
    public static let leading = AxisMarkPosition(kind: .leading)
    /// The trailing edge of the plot.
    public static let trailing = AxisMarkPosition(kind: .trailing)
    /// The top edge of the plot.
    public static let top = AxisMarkPosition(kind: .top)
    /// The bottom edge of the plot.
    public static let bottom = AxisMarkPosition(kind: .bottom)
}

/// Grid lines, ticks and labels for the values of an axis.
public struct AxisMarks: AxisContent {
    let spec: AxisMarksSpec

    /// The default marks: a grid line, tick and label per value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        spec = AxisMarksSpec(preset: preset, position: position, values: values, stroke: stroke, content: nil)
    }
    /// The default marks for explicit values.
    public init<Values: Sequence>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                  values: Values, stroke: StrokeStyle? = nil) where Values.Element: Plottable {
        self.init(preset: preset, position: position, values: .values(values), stroke: stroke)
    }
    /// Marks of your own per value.
    public init<Content: AxisMark>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                   values: AxisMarkValues = .automatic,
                                   @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        spec = AxisMarksSpec(preset: preset, position: position, values: values, stroke: nil,
                             content: { content($0)._axisElements() })
    }
    /// Marks of your own for explicit values.
    public init<Values: Sequence, Content: AxisMark>(preset: AxisMarkPreset = .automatic,
                                                     position: AxisMarkPosition = .automatic, values: Values,
                                                     @AxisMarkBuilder content: @escaping (AxisValue) -> Content)
        where Values.Element: Plottable {
        self.init(preset: preset, position: position, values: .values(values), content: content)
    }
    /// Darkroom's collection hook; not for use.
    public func _axisMarks() -> [AxisMarksSpec] { [spec] }
}
