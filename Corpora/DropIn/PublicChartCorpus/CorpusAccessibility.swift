// This corpus's own code, not from the public project: the audio-graph descriptors its
// views attach (the project builds them with DateComponentsFormatter, which Linux
// Foundation lacks) and the weekday helper its accessibility labels use.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import Foundation

extension Date {
    var weekdayString: String { formatted(.dateTime.weekday(.wide)) }
}

/// One small descriptor for every chart of the corpus.
protocol CorpusDescribed: AXChartDescriptorRepresentable {}

extension CorpusDescribed {
    func makeChartDescriptor() -> AXChartDescriptor {
        AXChartDescriptor(
            title: "\(Self.self)", summary: nil,
            xAxis: AXCategoricalDataAxisDescriptor(title: "x", categoryOrder: []),
            yAxis: AXNumericDataAxisDescriptor(title: "y", range: 0...1, gridlinePositions: []) { "\($0)" },
            series: [])
    }
}

extension SingleBar: CorpusDescribed {}
extension TwoBars: CorpusDescribed {}
extension AreaSimple: CorpusDescribed {}
extension MultiLine: CorpusDescribed {}
extension ScatterChart: CorpusDescribed {}
extension RangeSimple: CorpusDescribed {}
extension HeartRateRangeChart: CorpusDescribed {}
extension OneDimensionalBar: CorpusDescribed {}
extension LinePlot: CorpusDescribed {}
extension SingleBarThreshold: CorpusDescribed {}
extension PyramidChart: CorpusDescribed {}
