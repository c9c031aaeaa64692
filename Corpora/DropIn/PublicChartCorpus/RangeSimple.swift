// From github.com/jordibruin/Swift-Charts-Examples, commit 5134bcfff65ce169ef0b23412d95daef383ea537,
// "Swift Charts Examples/Charts/RangeCharts/RangeSimple.swift",
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

struct RangeSimple: View {
    var body: some View { chart } // this corpus's own line: the chart alone
	var isOverview: Bool

    @State var data = SalesData.last12Months

    @State private var barWidth = 10.0
    @State private var chartColor: Color = .blue
    @State private var isShowingPoints = false
    

	private var chart: some View {
		Chart(data, id: \.month) {
			BarMark(
				x: .value("Month", $0.month, unit: .month),
				yStart: .value("Sales Min", $0.dailyMin),
				yEnd: .value("Sales Max", $0.dailyMax),
                width: .fixed(isOverview ? 10 : barWidth)
			)
            .accessibilityLabel("\($0.month.formatted(.dateTime.month(.wide)))")
            .accessibilityValue("Sales: \($0.sales), Min: \($0.dailyMin), Max: \($0.dailyMax)")
            .accessibilityHidden(isOverview)
			.clipShape(Capsule())
			.foregroundStyle(chartColor.gradient)

			if isShowingPoints {
				PointMark(
					x: .value("Month", $0.month, unit: .month),
					y: .value("Sales Min", $0.dailyMin)
				)
				.offset(y: -(barWidth / 2))
				.foregroundStyle(.yellow.gradient)
				.symbolSize(CGSize(width: barWidth * 2/3, height: barWidth * 2/3))

				PointMark(
					x: .value("Month", $0.month, unit: .month),
					y: .value("Sales Max", $0.dailyMax)
				)
				.offset(y: barWidth / 2)
				.foregroundStyle(.yellow.gradient)
				.symbolSize(CGSize(width: barWidth * 2/3, height: barWidth * 2/3))
			}
		}
        .accessibilityChartDescriptor(self)
		.chartYAxis(isOverview ? .hidden : .automatic)
		.chartXAxis(isOverview ? .hidden : .automatic)
		.frame(height: isOverview ? Constants.previewChartHeight : Constants.detailChartHeight)
	}

}


