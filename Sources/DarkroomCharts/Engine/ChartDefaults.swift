import Foundation

/// Apple's chart defaults as measured on its renders (see docs/charts.md for the evidence).
enum ChartDefaults {
    /// The categorical palette, in order: blue, green, orange, purple, red, cyan, yellow.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
    /// Symbols for `symbol(by:)`, in order.
    static let symbols: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]
    /// Dash patterns for `lineStyle(by:)`, in order.
    static let dashes: [[CGFloat]] = [[], [5, 3], [2, 2], [8, 3, 2, 3]]
    /// Labels: secondary label grey, caption2 (11 pt).
    static let labelColor = Color.secondary
    static let labelFont = Font.caption2
    /// Grid lines: the secondary label colour at 25 % (206, 206, 208 on white), 0.5 pt.
    static let gridColor = Color(.sRGB, red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.25)
    static let gridWidth: CGFloat = 0.5
    /// Date axes draw their grid dashed, 2 pt on, 2 pt off.
    static let dateGridDash: [CGFloat] = [2, 2]
    static let tickLength: CGFloat = 4
    /// Space between the plot (or a tick) and a label.
    static let labelSpacing: CGFloat = 4
    static let lineWidth: CGFloat = 2
    static let ruleWidth: CGFloat = 1
    /// Bars take 0.7 of their band; grouped bars 0.7 of their slot within a 0.7 span.
    static let bandRatio: CGFloat = 0.7
    /// Point marks: a circle of this diameter.
    static let pointDiameter: CGFloat = 8
    static let legendSwatch: CGFloat = 8
    static let legendSpacing: CGFloat = 8
    static let annotationSpacing: CGFloat = 4
    /// Function plots sample this many points across the plot.
    static let functionSamples = 200
    /// `symbolSize(by:)` maps the data's range onto these symbol areas in square points
    /// (Apple publishes no default; chosen so the smallest matches a default 8 pt point's order).
    static let symbolAreaRange: ClosedRange<Double> = 16...256
}
