// From github.com/jordibruin/Swift-Charts-Examples, commit 5134bcfff65ce169ef0b23412d95daef383ea537,
// "Swift Charts Examples/Charts/BarCharts/TwoBars.swift",
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

struct TwoBars: View {
    var body: some View { chart } // this corpus's own line: the chart alone
	var isOverview: Bool

    var data = LocationData.last7Days
    
    @State private var barWidth = 13.0
    @State private var interpolationMethod: ChartInterpolationMethod = .cardinal
    @State private var strideBy: ChartStrideBy = .day
    @State private var showLegend = false
    @State var showBarsStacked = true


	private var chart: some View {
		Chart(data) { series in
			ForEach(series.sales, id: \.weekday) { element in
                Plot {
                    BarMark(
                        x: .value("Day", element.weekday, unit: .day),
                        y: .value("Sales", element.sales),
                        width: isOverview ? .automatic : .fixed(barWidth)
                    )
                    .foregroundStyle(by: .value("City", series.city))
                }
                .accessibilityLabel("\(series.city) \(element.weekday.weekdayString)")
                .accessibilityValue("\(element.sales) sold")
                .accessibilityHidden(isOverview)
			}
			.symbol(by: .value("City", series.city))
			.interpolationMethod(.catmullRom)
			.position(by: .value("City", showBarsStacked ? "Common" : series.city))
		}
		.chartXAxis {
			AxisMarks(values: .stride(by: strideBy.time)) { _ in
				AxisTick()
				AxisGridLine()
				AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
			}
		}
		.chartLegend((showLegend && !isOverview) ? .visible : .hidden)
		.chartLegend(position: .top)
        // For the simple overview chart,
        // skip individual labels and only set the chartDescriptor
        .accessibilityChartDescriptor(self)
		.chartYAxis(isOverview ? .hidden : .automatic)
		.chartXAxis(isOverview ? .hidden : .automatic)
		.frame(height: isOverview ? Constants.previewChartHeight : Constants.detailChartHeight)
	}
    
}


