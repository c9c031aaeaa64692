// From github.com/jordibruin/Swift-Charts-Examples, commit 5134bcfff65ce169ef0b23412d95daef383ea537,
// "Swift Charts Examples/Charts/RangeCharts/HeartRateRangeChart.swift",
// MIT License (Copyright (c) 2022 Jordi Bruin; licence text in LICENSE.jordibruin).
// Verbatim except its import lines, made conditional for Linux (Darkroom), and lines over 120 columns wrapped.
// Only the app's scaffolding is left out: each view's `body` (a List with navigation and
// controls), its customisation controls, its previews and its audio-graph descriptor (built
// with DateComponentsFormatter, which Linux Foundation lacks); `body` below is this corpus's own.
//
// Copyright © 2022 Swift Charts Examples.
// Open Source - MIT License

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
#if canImport(Charts)
import Charts
#else
import DarkroomCharts
#endif

struct HeartRateRangeChart: View {
    var body: some View { chart } // this corpus's own line: the chart alone
	var isOverview: Bool

    @State var data = HeartRateData.lastWeek

    @State private var barWidth = 10.0
    @State private var chartColor: Color = .red
    
    

	private var chart: some View {
		Chart(data, id: \.weekday) { dataPoint in
            Plot {
                BarMark(
                    x: .value("Day", dataPoint.weekday, unit: .day),
                    yStart: .value("BPM Min", dataPoint.dailyMin),
                    yEnd: .value("BPM Max", dataPoint.dailyMax),
                    width: .fixed(isOverview ? 8 : barWidth)
                )
                .clipShape(Capsule())
                .foregroundStyle(chartColor.gradient)
            }
            .accessibilityLabel(dataPoint.weekday.weekdayString)
            .accessibilityValue("\(dataPoint.dailyMin) to \(dataPoint.dailyMax) BPM")
            .accessibilityHidden(isOverview)

		}
		.chartXAxis {
			AxisMarks(values: .stride(by: ChartStrideBy.day.time)) { _ in
				AxisTick()
				AxisGridLine()
				AxisValueLabel(format: .dateTime.weekday(.abbreviated))
			}
		}
        .accessibilityChartDescriptor(self)
		.chartYAxis(isOverview ? .hidden : .automatic)
		.chartXAxis(isOverview ? .hidden : .automatic)
		.frame(height: isOverview ? Constants.previewChartHeight : Constants.detailChartHeight)
	}

    private var header: some View {
        VStack(alignment: .leading) {
            Text("Range")
            Text("\(HeartRateData.minBPM)-\(HeartRateData.maxBPM) ")
                .font(.system(.title, design: .rounded))
                .foregroundColor(.primary)
            + Text("BPM")
            
            Text("\(HeartRateData.dateInterval), ") + Text(HeartRateData.latestDate, format: .dateTime.year())
            
        }
        .fontWeight(.semibold)
    }
}


