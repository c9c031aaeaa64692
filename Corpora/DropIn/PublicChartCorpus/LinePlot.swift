// From github.com/jordibruin/Swift-Charts-Examples, commit 5134bcfff65ce169ef0b23412d95daef383ea537,
// "Swift Charts Examples/Charts/LineCharts/LinePlot.swift",
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

struct LinePlot: View {
    var body: some View { chart } // this corpus's own line: the chart alone
	var isOverview: Bool

	private var linePoints: [Point]
	private var plotPoints: [Point]

	@State private var plotChartColor: Color = .blue
	@State private var lineChartColor: Color = .red

	init(isOverview: Bool) {
		self.isOverview = isOverview
		self.linePoints = .createLineSinPoints()
		self.plotPoints = .createPlotSinPoints(yRange: isOverview ? 0..<5 : 0..<10)
	}


	private var chart: some View {
		Chart {
			ForEach(plotPoints) { point in
                Plot {
                    PointMark(
                        x: .value("x", point.x),
                        y: .value("y", point.y)
                    )
                }
                .accessibilityLabel("Plot Series")
                .accessibilityValue("X: \(point.x), Y: \(point.y)")
                .accessibilityHidden(isOverview)
			}
			.foregroundStyle(plotChartColor.opacity(0.2))

			ForEach(linePoints) { point in
                Plot {
                    LineMark(
                        x: .value("x", point.x),
                        y: .value("y", point.y)
                    )
                }
                .accessibilityLabel("Line Series")
                .accessibilityValue("X: \(point.x), Y: \(point.y)")
                .accessibilityHidden(isOverview)
			}
			.foregroundStyle(lineChartColor)
		}
        .accessibilityChartDescriptor(self)
		.chartYAxis(isOverview ? .hidden : .automatic)
		.chartXAxis(isOverview ? .hidden : .automatic)
		.frame(height: isOverview ? Constants.previewChartHeight : Constants.detailChartHeight)
	}

}


