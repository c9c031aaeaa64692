import Foundation

/// The scales of a chart's non-positional encodings: colour, symbol and line style.
struct StyleScales {
    var styleLabel: String?
    var styleCategories: [PlotPrimitive] = []
    var styleContinuous: (lo: Double, hi: Double)?
    var symbolLabel: String?
    var symbolCategories: [PlotPrimitive] = []
    var lineCategories: [PlotPrimitive] = []
    let settings: ChartSettings

    init(marks: [MarkRecord], settings: ChartSettings) {
        self.settings = settings
        var seenStyle = Set<PlotPrimitive>()
        var seenSymbol = Set<PlotPrimitive>()
        var seenLine = Set<PlotPrimitive>()
        var lo = Double.infinity
        var hi = -Double.infinity
        for i in marks.indices {
            if let key = marks[i].styleKey {
                styleLabel = styleLabel ?? key.label
                if case .string = key.value {
                    if seenStyle.insert(key.value).inserted { styleCategories.append(key.value) }
                } else if let v = key.value.continuous {
                    lo = min(lo, v); hi = max(hi, v)
                }
            }
            if let key = marks[i].symbolKey, seenSymbol.insert(key.value).inserted {
                symbolLabel = symbolLabel ?? key.label
                symbolCategories.append(key.value)
            }
            if let key = marks[i].lineStyleKey, seenLine.insert(key.value).inserted {
                lineCategories.append(key.value)
            }
        }
        if let domain = settings.styleScale.domain { styleCategories = domain }
        if lo <= hi, styleCategories.isEmpty { styleContinuous = (lo, hi) }
        if let order = settings.symbolOrder { symbolCategories = order }
    }

    /// The style a mark is drawn with.
    func style(for mark: MarkRecord) -> AnyShapeStyle {
        if let style = mark.style { return style }
        guard let key = mark.styleKey else { return AnyShapeStyle(ChartDefaults.palette[0]) }
        return style(for: key.value)
    }

    func style(for value: PlotPrimitive) -> AnyShapeStyle {
        if let mapping = settings.styleScale.mapping, let style = mapping(value) { return style }
        if let range = styleContinuous, let v = value.continuous {
            let t = range.hi > range.lo ? (v - range.lo) / (range.hi - range.lo) : 0
            return AnyShapeStyle(gradientColor(at: t))
        }
        let i = styleCategories.firstIndex(of: value) ?? 0
        if let range = settings.styleScale.range, !range.isEmpty { return range[i % range.count] }
        if settings.styleScale.gradient != nil {
            // Categories spread evenly along a gradient range, first to last.
            let n = styleCategories.count
            return AnyShapeStyle(gradientColor(at: n > 1 ? Double(i) / Double(n - 1) : 0))
        }
        return AnyShapeStyle(ChartDefaults.palette[i % ChartDefaults.palette.count])
    }

    /// A colour along the continuous scale's gradient.
    private func gradientColor(at t: Double) -> Color {
        let stops = settings.styleScale.gradient?.stops
            ?? Gradient(colors: [Color(red: 0.6, green: 0.8, blue: 1), Color.blue]).stops
        guard let first = stops.first else { return .blue }
        let tt = CGFloat(min(max(t, 0), 1))
        var previous = first
        for stop in stops {
            if stop.location >= tt {
                let span = stop.location - previous.location
                let f = span > 0 ? Double((tt - previous.location) / span) : 0
                return ColorMix.mix(previous.color, stop.color, f)
            }
            previous = stop
        }
        return previous.color
    }

    func symbol(for mark: MarkRecord) -> BasicChartSymbolShape? {
        if let symbol = mark.symbol { return symbol }
        guard let key = mark.symbolKey else { return nil }
        if let table = settings.symbolScale, let s = table[key.value] { return s }
        let i = symbolCategories.firstIndex(of: key.value) ?? 0
        return ChartDefaults.symbols[i % ChartDefaults.symbols.count]
    }

    func dash(for mark: MarkRecord) -> StrokeStyle? {
        guard let key = mark.lineStyleKey else { return nil }
        if let table = settings.lineStyleScale, let s = table[key.value] { return s }
        let i = lineCategories.firstIndex(of: key.value) ?? 0
        return StrokeStyle(lineWidth: ChartDefaults.lineWidth, lineCap: .round, lineJoin: .round,
                           dash: ChartDefaults.dashes[i % ChartDefaults.dashes.count])
    }
}

/// Linear mixing of two colours in the default (light) environment.
enum ColorMix {
    static func mix(_ a: Color, _ b: Color, _ f: Double) -> Color {
        let env = EnvironmentValues()
        let ca = a.resolve(in: env)
        let cb = b.resolve(in: env)
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return Color(.sRGB, red: lerp(ca.red, cb.red), green: lerp(ca.green, cb.green), blue: lerp(ca.blue, cb.blue),
                     opacity: lerp(ca.alpha, cb.alpha))
    }
}
