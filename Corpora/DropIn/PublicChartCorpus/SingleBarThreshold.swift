// From github.com/jordibruin/Swift-Charts-Examples, commit 5134bcfff65ce169ef0b23412d95daef383ea537,
// "Swift Charts Examples/Charts/BarCharts/SingleBarThreshold.swift",
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

extension Sale {
    func isAbove(threshold: Double) -> Bool {
        self.sales > Int(threshold)
    }
}

struct SingleBarThreshold: View {
    var body: some View { chart } // this corpus's own line: the chart alone
	var isOverview: Bool
    
    @State var data = SalesData.last30Days

    @State private var threshold = 150.0
    @State var belowColor: Color = .blue
    @State var aboveColor: Color = .orange
    

	private var chart: some View {
		Chart(data, id: \.day) {
            
			BarMark(
				x: .value("Date", $0.day),
				y: .value("Sales", $0.sales)
			)
            .accessibilityLabel($0.day.formatted(date: .complete, time: .omitted))
            .accessibilityValue("\($0.sales) sold. \($0.isAbove(threshold: threshold) ? "Above" : "Below") threshold")
            .accessibilityHidden(isOverview)
			.foregroundStyle($0.isAbove(threshold: threshold) ? aboveColor.gradient :  belowColor.gradient)
            
			RuleMark(
				y: .value("Threshold", threshold)
			)
			.lineStyle(StrokeStyle(lineWidth: 2))
			.foregroundStyle(.red)
			.annotation(position: .top, alignment: .leading) {
				Text("\(threshold, specifier: "%.0f")")
                    .accessibilityLabel("Sale threshold: \(Int(threshold))")
					.font(.title2.bold())
					.foregroundColor(.primary)
					.background {
						ZStack {
							RoundedRectangle(cornerRadius: 8)
								.fill(.background)
							RoundedRectangle(cornerRadius: 8)
								.fill(.quaternary.opacity(0.7))
						}
						.padding(.horizontal, -8)
						.padding(.vertical, -4)
					}
					.padding(.bottom, 4)
			}
		}
        .accessibilityChartDescriptor(self)
		.chartYAxis(isOverview ? .hidden : .automatic)
		.chartXAxis(isOverview ? .hidden : .automatic)
		.frame(height: isOverview ? Constants.previewChartHeight : Constants.detailChartHeight)
	}

}


