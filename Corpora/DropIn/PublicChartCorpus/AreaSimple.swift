// From github.com/jordibruin/Swift-Charts-Examples, commit 5134bcfff65ce169ef0b23412d95daef383ea537,
// "Swift Charts Examples/Charts/AreaCharts/AreaSimple.swift",
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

struct AreaSimple: View {
    var body: some View { chart } // this corpus's own line: the chart alone
	var isOverview: Bool

    @State var data: [Sale]
    @State private var lineWidth = 2.0
    @State private var interpolationMethod: ChartInterpolationMethod = .cardinal
    @State private var chartColor: Color = .blue
    @State private var showGradient = true
    @State private var gradientRange = 0.5

	init(isOverview: Bool) {
		self.isOverview = isOverview
		self.data = SalesData.last30Days.map { Sale(day: $0.day, sales: isOverview ? $0.sales : 0) }
	}

    private var gradient: Gradient {
        var colors = [chartColor]
        if showGradient {
            colors.append(chartColor.opacity(gradientRange))
        }
        return Gradient(colors: colors)
    }


	private var chart: some View {
		Chart(data, id: \.day) {
			AreaMark(
				x: .value("Date", $0.day),
				y: .value("Sales", $0.sales)
			)
			.foregroundStyle(gradient)
			.interpolationMethod(interpolationMethod.mode)

			if !isOverview {
				LineMark(
					x: .value("Date", $0.day),
					y: .value("Sales", $0.sales)
				)
                .accessibilityLabel($0.day.formatted(date: .complete, time: .omitted))
                .accessibilityValue("\($0.sales) sold")
                .accessibilityHidden(isOverview)
				.lineStyle(StrokeStyle(lineWidth: lineWidth))
				.interpolationMethod(interpolationMethod.mode)
				.foregroundStyle(chartColor)
			}
		}
        .accessibilityChartDescriptor(self)
		.chartYAxis(isOverview ? .hidden : .automatic)
		.chartXAxis(isOverview ? .hidden : .automatic)
		.frame(height: isOverview ? Constants.previewChartHeight : Constants.detailChartHeight)
	}

}


