// From github.com/jordibruin/Swift-Charts-Examples, commit 5134bcfff65ce169ef0b23412d95daef383ea537,
// "Swift Charts Examples/Charts/AreaCharts/StackedArea.swift",
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

struct StackedArea: View {
    var body: some View { chart } // this corpus's own line: the chart alone
    var isOverview: Bool

    let data = LocationData.last30Days


    private var chart: some View {
        Chart(data) { series in
            ForEach(series.sales, id: \.weekday) { element in
                AreaMark(
                    x: .value("Date", element.weekday),
                    y: .value("Sales", element.sales),
                    stacking: .center
                )
                .interpolationMethod(.cardinal)
                .foregroundStyle(by: .value("City", series.city))
            }
        }
        .chartXAxis(isOverview ? .hidden : .automatic)
        .chartYAxis(isOverview ? .hidden : .automatic)
        .chartLegend(isOverview ? .hidden : .automatic)
        .chartForegroundStyleScale(range: Gradient(colors: [.yellow, .blue]))
        .frame(height: isOverview ? Constants.previewChartHeight : Constants.detailChartHeight)
    }
}


