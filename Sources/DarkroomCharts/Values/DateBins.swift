import Foundation

/// Bins for dates: a collection of half-open ``ChartBinRange``s between date thresholds.
public struct DateBins: RandomAccessCollection {
    /// The dates that surround the bins, ascending.
    public let thresholds: [Date]

    /// Creates N − 1 bins from N thresholds.
    public init(thresholds: [Date]) { self.thresholds = NumberBins(thresholds: thresholds).thresholds }

    /// Bins of `by` calendar `unit`s covering `range`, aligned to the unit's start.
    public init(unit: Calendar.Component, by step: Double = 1, range: ClosedRange<Date>,
        calendar: Calendar = .current) {
        let count = Swift.max(1, Int(step))
        var t = calendar.dateInterval(of: unit, for: range.lowerBound)?.start ?? range.lowerBound
        var values: [Date] = []
        while values.count < 100_000 {
            values.append(t)
            if t >= range.upperBound { break }
            guard let next = calendar.date(byAdding: unit, value: count, to: t), next > t else { break }
            t = next
        }
        self.init(thresholds: values)
    }
    /// Bins of `by` calendar `unit`s covering the data.
    public init(unit: Calendar.Component, by step: Double = 1, data: [Date], calendar: Calendar = .current) {
        guard let lo = data.min(), let hi = data.max() else { self.init(thresholds: []); return }
        self.init(unit: unit, by: step, range: lo...hi, calendar: calendar)
    }
    /// Bins of a fixed length in seconds covering `range`.
    public init(timeInterval: TimeInterval, range: ClosedRange<Date>) {
        let lo = range.lowerBound.timeIntervalSinceReferenceDate
        let hi = range.upperBound.timeIntervalSinceReferenceDate
        let bins = NumberBins<Double>(size: timeInterval, range: lo...hi)
        self.init(thresholds: bins.thresholds.map { Date(timeIntervalSinceReferenceDate: $0) })
    }

    /// The first bin's position.
    public var startIndex: Int { 0 }
    /// One past the last bin's position.
    public var endIndex: Int { Swift.max(0, thresholds.count - 1) }
    /// The bin at `position`.
    public subscript(position: Int) -> ChartBinRange<Date> {
        ChartBinRange(lowerBound: thresholds[position], upperBound: thresholds[position + 1])
    }
    /// The position of the bin holding `date`, clamped to the first or last bin outside them.
    public func index(for date: Date) -> Int { NumberBins(thresholds: thresholds).index(for: date) }
}
