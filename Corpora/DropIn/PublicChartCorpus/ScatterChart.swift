// From github.com/jordibruin/Swift-Charts-Examples, commit 5134bcfff65ce169ef0b23412d95daef383ea537,
// "Swift Charts Examples/Charts/PointCharts/ScatterChart.swift",
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

struct ScatterChart: View {
    var body: some View { chart } // this corpus's own line: the chart alone
	var isOverview: Bool

    @State var data = LocationData.last30Days
    @State private var pointSize = 10.0
    @State private var showLegend = false
    

	private var chart: some View {
		Chart {
			ForEach(data) { series in
				ForEach(series.sales, id: \.weekday) { element in
					PointMark(
						x: .value("Day", element.weekday, unit: .day),
						y: .value("Sales", element.sales)
					)
                    .accessibilityLabel("\(series.city), \(element.weekday.formatted(date: .complete, time: .omitted))")
                    .accessibilityValue("\(element.sales) sold")
                    .accessibilityHidden(isOverview)
				}
				.foregroundStyle(by: .value("City", series.city))
				.symbol(by: .value("City", series.city))
				.symbolSize(pointSize * 5)
			}
		}
		.chartLegend((showLegend && !isOverview) ? .visible : .hidden)
		.chartLegend(position: .bottomLeading)
		.chartYAxis(isOverview ? .hidden : .automatic)
		.chartXAxis(isOverview ? .hidden : .automatic)
		.frame(height: isOverview ? Constants.previewChartHeight : Constants.detailChartHeight)
        .accessibilityChartDescriptor(self)
	}

}


