// From github.com/jordibruin/Swift-Charts-Examples, commit 5134bcfff65ce169ef0b23412d95daef383ea537,
// "Swift Charts Examples/Charts/BarCharts/SingleBar.swift",
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

struct SingleBar: View {
    var body: some View { chart } // this corpus's own line: the chart alone
	var isOverview: Bool

    @State var data: [Sale] = SalesData.last30Days

    @State private var barWidth = 7.0
    @State private var chartColor: Color = .blue

	init(isOverview: Bool) {
		self.isOverview = isOverview
	}
    

	private var chart: some View {
		Chart(data, id: \.day) {
			BarMark(
				x: .value("Date", $0.day),
				y: .value("Sales", $0.sales),
                width: isOverview ? .automatic : .fixed(barWidth)
			)
            .accessibilityLabel($0.day.formatted(date: .complete, time: .omitted))
            .accessibilityValue("\($0.sales) sold")
            .accessibilityHidden(isOverview)
			.foregroundStyle(chartColor.gradient)
		}
        .accessibilityChartDescriptor(self)
		.chartXAxis(isOverview ? .hidden : .automatic)
		.chartYAxis(isOverview ? .hidden : .automatic)
		.frame(height: isOverview ? Constants.previewChartHeight : Constants.detailChartHeight)
	}
    
}


