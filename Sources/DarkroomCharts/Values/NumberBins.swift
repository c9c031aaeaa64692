import Foundation

/// Bins for numbers (histograms): a collection of half-open ``ChartBinRange``s between thresholds.
///
/// Plot a bin with `.value("Range", bin)`: a bar spans it. The last bin also holds its upper bound.
public struct NumberBins<Value: Comparable & Hashable>: RandomAccessCollection {
    /// The values that surround the bins, ascending: N thresholds make N − 1 bins.
    public let thresholds: [Value]

    /// Creates N − 1 bins from N thresholds (sorted; duplicates dropped).
    public init(thresholds: [Value]) {
        var sorted: [Value] = []
        for t in thresholds.sorted() where sorted.last != t { sorted.append(t) }
        self.thresholds = sorted
    }

    /// The first bin's position.
    public var startIndex: Int { 0 }
    /// One past the last bin's position.
    public var endIndex: Int { Swift.max(0, thresholds.count - 1) }
    /// The bin at `position`.
    public subscript(position: Int) -> ChartBinRange<Value> {
        ChartBinRange(lowerBound: thresholds[position], upperBound: thresholds[position + 1])
    }

    /// The position of the bin holding `value`, clamped to the first or last bin outside them.
    public func index(for value: Value) -> Int {
        guard thresholds.count > 1 else { return 0 }
        var lo = 0
        var hi = thresholds.count - 1
        // Invariant: the answer lies in lo..<hi; binary search on the thresholds.
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if value < thresholds[mid] { hi = mid } else { lo = mid }
        }
        return lo
    }
}

nonisolated extension NumberBins where Value: BinaryFloatingPoint {
    /// Uniform bins of `size` covering `range`.
    public init(size: Value, range: ClosedRange<Value>) {
        guard size > 0, size.isFinite else { self.init(thresholds: [range.lowerBound, range.upperBound]); return }
        let first = (range.lowerBound / size).rounded(.down) * size
        var values: [Value] = []
        var k: Value = 0
        while values.count < 100_000 {
            let t = first + k * size
            values.append(t)
            if t >= range.upperBound { break }
            k += 1
        }
        self.init(thresholds: values)
    }
    /// Exactly `count` equal bins from the range's lower bound to its upper bound.
    public init(range: ClosedRange<Value>, count: Int) {
        let n = Swift.max(1, count)
        let width = (range.upperBound - range.lowerBound) / Value(n)
        self.init(thresholds: (0...n).map { range.lowerBound + Value($0) * width })
    }
    /// Bins of a "nice" size (1, 2 or 5 × 10ⁿ) covering `range`, about `desiredCount` of them.
    public init(range: ClosedRange<Value>, desiredCount: Int = 10, minimumStride: Value = 0) {
        let step = NiceTicks.step(lo: Double(range.lowerBound), hi: Double(range.upperBound), desired: desiredCount)
        self.init(size: Swift.max(Value(step), minimumStride), range: range)
    }
    /// Bins inferred from data: `desiredCount` of them, or by Scott's normal reference rule (at most 200).
    public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 0) {
        guard let lo = data.min(), let hi = data.max() else { self.init(thresholds: []); return }
        let count = desiredCount ?? Self.scottCount(data.map { Double($0) }, span: Double(hi - lo))
        self.init(range: lo...hi, desiredCount: count, minimumStride: minimumStride)
    }

    /// Scott's rule: bin width 3.49 σ n^(−1/3), capped at 200 bins.
    static func scottCount(_ values: [Double], span: Double) -> Int {
        let n = Double(values.count)
        guard n > 1, span > 0 else { return 1 }
        let mean = values.reduce(0, +) / n
        let sd = sqrt(values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1))
        guard sd > 0 else { return 1 }
        let width = 3.49 * sd * pow(n, -1.0 / 3.0)
        return Swift.min(200, Swift.max(1, Int((span / width).rounded(.up))))
    }
}

nonisolated extension NumberBins where Value: BinaryInteger {
    /// Exactly `count` bins from the range's lower bound to its upper bound (the length should be a multiple).
    public init(range: ClosedRange<Value>, count: Int) {
        let n = Value(Swift.max(1, count))
        let width = Swift.max(1, (range.upperBound - range.lowerBound) / n)
        self.init(thresholds: (0...Int(n)).map { range.lowerBound + Value($0) * width })
    }
    /// Uniform bins of `size` covering `range`.
    public init(size: Value, range: ClosedRange<Value>) {
        let size = Swift.max(1, size)
        var values: [Value] = []
        var t = range.lowerBound
        while values.count < 100_000 {
            values.append(t)
            if t >= range.upperBound { break }
            t += size
        }
        self.init(thresholds: values)
    }
    /// Bins of a "nice" whole size covering `range`, about `desiredCount` of them.
    public init(range: ClosedRange<Value>, desiredCount: Int = 10, minimumStride: Value = 1) {
        let step = NiceTicks.step(lo: Double(range.lowerBound), hi: Double(range.upperBound), desired: desiredCount)
        self.init(size: Swift.max(Value(Swift.max(1, step.rounded(.up))), minimumStride), range: range)
    }
}
