// From github.com/jordibruin/Swift-Charts-Examples, commit 5134bcfff65ce169ef0b23412d95daef383ea537,
// "Swift Charts Examples/Charts/AppleCharts/OneDimensionalBar.swift",
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

struct OneDimensionalBar: View {
    var body: some View { chart } // this corpus's own line: the chart alone
	var isOverview: Bool

    @State var data = DataUsageData.example

    @State private var showLegend = true
    
    private var totalSize: Double {
        data
            .reduce(0) { $0 + $1.size }
    }


	private var chart: some View {
        Chart(data, id: \.category) { element in
            Plot {
                BarMark(
                    x: .value("Data Size", element.size)
                )
                .foregroundStyle(by: .value("Data Category", element.category))
            }
            .accessibilityLabel(element.category)
            .accessibilityValue("\(element.size, specifier: "%.1f") GB")
            .accessibilityHidden(isOverview)
        }
		.chartPlotStyle { plotArea in
			plotArea
                #if os(macOS)
                .background(Color.gray.opacity(0.2))
                #else
                .background(Color(.systemFill))
                #endif
				.cornerRadius(8)
		}
        .accessibilityChartDescriptor(self)
        .chartXAxis(.hidden)
		.chartXScale(domain: 0...128)
		.chartYScale(range: .plotDimension(endPadding: -8))
		.chartLegend(position: .bottom, spacing: 8)
		.chartLegend(showLegend ? .visible : .hidden)
		.frame(height: 50)
	}
    
}


