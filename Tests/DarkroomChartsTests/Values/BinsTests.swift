import DarkroomCharts
import Foundation
import Testing

@Suite("Number and date bins")
struct BinsTests {
    @Test func niceBinsCoverTheRange() {
        let bins = NumberBins(range: 0.0...10.0, desiredCount: 5)
        #expect(bins.thresholds == [0, 2, 4, 6, 8, 10])
        #expect(bins.count == 5)
        #expect(bins[1] == ChartBinRange(lowerBound: 2, upperBound: 4))
        #expect(bins.index(for: 3.9) == 1)
        #expect(bins.index(for: 4) == 2)
        #expect(bins.index(for: 10) == 4)
        #expect(bins.index(for: -5) == 0)
    }

    @Test func exactCountsAndSizes() {
        #expect(NumberBins(range: 0.0...1.0, count: 4).thresholds == [0, 0.25, 0.5, 0.75, 1])
        #expect(NumberBins(size: 5.0, range: 3.0...12.0).thresholds == [0, 5, 10, 15])
        #expect(NumberBins(range: 0...12, count: 3).thresholds == [0, 4, 8, 12])
        #expect(NumberBins(thresholds: [3.0, 1, 2, 2]).thresholds == [1, 2, 3])
    }

    @Test func dataBinsFollowScottsRule() {
        // 1 000 evenly spread values over 0…100: σ ≈ 28.9, width 3.49σn^(−1/3) ≈ 10 → about 10 bins.
        let data = (0..<1000).map { Double($0) / 10 }
        let bins = NumberBins(data: data)
        #expect((5...20).contains(bins.count))
        #expect(bins.thresholds.first! <= 0 && bins.thresholds.last! >= 99.9)
    }

    @Test func dateBinsAlignToCalendarUnits() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = Date(timeIntervalSinceReferenceDate: 3_600 * 5)
        let bins = DateBins(unit: .day, range: start...start.addingTimeInterval(86_400 * 2), calendar: calendar)
        #expect(bins.count == 3)
        #expect(bins.thresholds.first == Date(timeIntervalSinceReferenceDate: 0))
        #expect(bins.index(for: start.addingTimeInterval(86_400)) == 1)
    }

    @Test func aHistogramBarSpansItsBin() throws {
        let bins = NumberBins(range: 0.0...10.0, desiredCount: 5)
        let counts = [1.0, 4, 2, 0, 3]
        let chart = Chart {
            ForEach(Array(bins.enumerated()), id: \.offset) { index, bin in
                BarMark(x: .value("Value", bin), y: .value("Count", counts[index]))
            }
        }
        .chartXScale(domain: 0...10).chartYScale(domain: 0...4).chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try ViewRenderer().image(chart.frame(width: 100, height: 100))
        // The 2…4 bin (count 4) fills x 20…40 to the top; the 6…8 bin is empty.
        #expect(image.rgba8(x: 22, y: 5).map { ($0.r, $0.g, $0.b) == (0, 122, 255) } == true)
        #expect(image.rgba8(x: 38, y: 5).map { ($0.r, $0.g, $0.b) == (0, 122, 255) } == true)
        #expect(image.rgba8(x: 70, y: 95)?.a == 0)
    }
}
