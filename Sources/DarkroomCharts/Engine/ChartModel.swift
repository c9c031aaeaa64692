import Foundation

/// A chart laid out at a size: scales, stacked values, plot area, axes and legend.
/// Built once per render from the collected marks and the settings in effect.
struct ChartModel {
    var marks: [MarkRecord]
    let settings: ChartSettings
    let styles: StyleScales
    var size: CGSize
    var plot: CGRect = .zero
    var x: PositionScale?
    var y: PositionScale?
    /// Per mark: whether a bar, area or rectangle runs along x (its bands on y).
    var horizontal: [Bool] = []
    /// Per mark: the value-axis extent after stacking (nil: use the channel as given).
    var stacked: [(Double, Double)?] = []
    /// Per mark: the side-by-side slot of `position(by:)`, as (index, count).
    var groups: [(Int, Int)?] = []
    /// How many distinct values each continuous band axis holds (for automatic bar widths).
    var xValueCount = 1
    var yValueCount = 1
    var xAxis = AxisLayout()
    var yAxis = AxisLayout()
    var legend = LegendLayout()

    init(marks collected: [MarkRecord], settings: ChartSettings, size: CGSize, measure: (Text, CGFloat) -> CGSize,
         measureView: (AnyView, CGSize) -> CGSize = { $1 }) {
        self.settings = settings
        self.size = size
        marks = SymbolSizeScale.apply(FunctionExpansion.expand(collected, settings: settings))
        styles = StyleScales(marks: marks, settings: settings)
        inferOrientation()
        stack()
        x = ScaleBuilder.make(axis: .horizontal, model: self)
        y = ScaleBuilder.make(axis: .vertical, model: self)
        // Only bars and rectangles size themselves by the number of values (hashing 10,000 line points is waste).
        if MarkScan.any(marks, { $0.pointee.kind == .bar || $0.pointee.kind == .rectangle }) {
            xValueCount = Set(marks.compactMap { $0.x?.lo }).count
            yValueCount = Set(marks.compactMap { $0.y?.lo }).count
        }
        assignGroups()
        ChartLayoutPass.layout(&self, measure: measure, measureView: measureView)
    }

    // MARK: Orientation and stacking

    private mutating func inferOrientation() {
        // Through the buffer: array iteration would copy every (large) record.
        horizontal = marks.withUnsafeBufferPointer { buffer in
            buffer.indices.map { Self.runsAlongX(buffer.baseAddress! + $0) }
        }
    }

    /// Whether a bar, area or rectangle runs along x (its bands on y).
    private static func runsAlongX(_ mark: UnsafePointer<MarkRecord>) -> Bool {
        let kind = mark.pointee.kind
        guard kind == .bar || kind == .area || kind == .rectangle else { return false }
        guard let xc = mark.pointee.x else { return false }
        guard let yc = mark.pointee.y else { return kind == .bar && xc.hi == nil }
        let xCategory = { if case .string = xc.lo { true } else { false } }()
        let yCategory = { if case .string = yc.lo { true } else { false } }()
        if yCategory && !xCategory { return true }
        if xCategory && !yCategory { return false }
        if yc.unit != nil && xc.unit == nil { return true }
        // `xStart:xEnd:` bars run along x; a bin given as `x:` is a vertical bar spanning it.
        if xc.hi != nil && yc.hi == nil && !xc.isRangeValue { return true }
        if yc.isRangeValue && xc.hi == nil { return true }
        return false
    }

    /// Stacks bars and areas that share a band position (and group), in declaration order.
    private mutating func stack() {
        stacked = Array(repeating: nil, count: marks.count)
        var positive: [StackKey: Double] = [:]
        var negative: [StackKey: Double] = [:]
        var totals: [StackKey: Double] = [:]
        var keys: [StackKey?] = Array(repeating: nil, count: marks.count)
        for i in marks.indices where marks[i].kind == .bar || marks[i].kind == .area {
            guard marks[i].stacking != .unstacked else { continue }
            let mark = marks[i]
            let h = horizontal[i]
            guard let value = h ? mark.x : mark.y, value.hi == nil, let v = value.lo.continuous else { continue }
            let band = h ? mark.y?.lo : mark.x?.lo
            let key = StackKey(band: band, group: mark.positionKey?.value, area: mark.kind == .area)
            keys[i] = key
            if v >= 0 {
                let base = positive[key, default: 0]
                stacked[i] = (base, base + v)
                positive[key] = base + v
            } else {
                let base = negative[key, default: 0]
                stacked[i] = (base + v, base)
                negative[key] = base + v
            }
            totals[key, default: 0] += abs(v)
        }
        for i in marks.indices {
            guard let key = keys[i], let (lo, hi) = stacked[i] else { continue }
            switch marks[i].stacking {
            case .normalized:
                let total = totals[key] ?? 1
                stacked[i] = total > 0 ? (lo / total, hi / total) : (0, 0)
            case .center:
                let offset = (positive[key] ?? 0) / 2 + (negative[key] ?? 0) / 2
                stacked[i] = (lo - offset, hi - offset)
            default:
                break
            }
        }
    }

    /// Side-by-side slots for marks with `position(by:)`, per band.
    private mutating func assignGroups() {
        let keys = marks.withUnsafeBufferPointer { buffer in buffer.indices.map { buffer[$0].positionKey?.value } }
        var order: [PlotPrimitive] = []
        for key in keys {
            if let key, !order.contains(key) { order.append(key) }
        }
        groups = keys.map { key in
            guard let key, let i = order.firstIndex(of: key) else { return nil }
            return (i, order.count)
        }
    }

    /// The value-axis extent of a mark (stacked, a range, or from the baseline zero).
    func valueExtent(_ i: Int) -> (Double, Double)? {
        if let s = stacked[i] { return s }
        guard let lo = (horizontal[i] ? marks[i].x?.lo : marks[i].y?.lo)?.continuous else { return nil }
        if let hi = (horizontal[i] ? marks[i].x?.hi : marks[i].y?.hi)?.continuous { return (lo, hi) }
        if marks[i].kind == .bar || marks[i].kind == .area { return (min(0, lo), max(0, lo)) }
        return (lo, lo)
    }
}

struct StackKey: Hashable {
    var band: PlotPrimitive?
    var group: PlotPrimitive?
    var area: Bool
}

/// Function plots become plain line or area marks sampled across the x domain.
enum FunctionExpansion {
    static func expand(_ marks: [MarkRecord], settings: ChartSettings) -> [MarkRecord] {
        guard MarkScan.any(marks, { $0.pointee.function != nil }) else { return marks }
        var domain: ClosedRange<Double>?
        if case .continuous(let lo, let hi, _)? = settings.xScale.domain { domain = min(lo, hi)...max(lo, hi) }
        if domain == nil {
            let xs = marks.compactMap { $0.x?.lo.continuous }
            if let lo = xs.min(), let hi = xs.max(), lo < hi { domain = lo...hi }
        }
        var out: [MarkRecord] = []
        var seriesIndex = 0
        for mark in marks {
            guard let function = mark.function else { out.append(mark); continue }
            let range = function.domain ?? domain ?? 0...1
            let n = ChartDefaults.functionSamples
            seriesIndex += 1
            for k in 0...n {
                var xv = range.lowerBound + (range.upperBound - range.lowerBound) * Double(k) / Double(n)
                var (yv, y2) = function.evaluate(xv)
                if let curve = function.parametric {
                    (xv, yv) = curve(xv)
                    y2 = nil
                }
                var point = mark
                point.function = nil
                point.x = Channel(label: function.xLabel, number: xv)
                var channel = Channel(label: function.yLabel, number: yv)
                if let y2 { channel.hi = .number(y2) }
                point.y = channel
                // A fresh series per plot keeps plots apart; NaN breaks the line (see drawing).
                point.series = mark.series ?? Keyed(label: "__function", value: .number(Double(seriesIndex)))
                out.append(point)
            }
        }
        return out
    }
}

/// `symbolSize(by:)`: symbol areas grow linearly with the value across the data's range.
enum SymbolSizeScale {
    static func apply(_ marks: [MarkRecord]) -> [MarkRecord] {
        guard MarkScan.any(marks, { $0.pointee.symbolSizeValue != nil }) else { return marks }
        let values = marks.compactMap { $0.symbolSizeValue }
        guard let lo = values.min(), let hi = values.max() else { return marks }
        let areas = ChartDefaults.symbolAreaRange
        return marks.map { mark in
            guard let v = mark.symbolSizeValue, mark.symbolSize == nil else { return mark }
            var mark = mark
            let t = hi > lo ? (v - lo) / (hi - lo) : 0.5
            let side = sqrt(areas.lowerBound + (areas.upperBound - areas.lowerBound) * t)
            mark.symbolSize = CGSize(width: side, height: side)
            return mark
        }
    }
}

/// Questions over all marks asked through the array's buffer: iterating the array copies each record,
/// which for a 10,000-point line costs more than the answer.
enum MarkScan {
    static func any(_ marks: [MarkRecord], _ test: (UnsafePointer<MarkRecord>) -> Bool) -> Bool {
        marks.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return buffer.indices.contains { test(base + $0) }
        }
    }
}
