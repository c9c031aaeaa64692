// From github.com/jordibruin/Swift-Charts-Examples, commit 5134bcfff65ce169ef0b23412d95daef383ea537,
// "Swift Charts Examples/Charts/BarCharts/PyramidChart.swift",
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

struct PyramidChart: View {
    var body: some View { chart } // this corpus's own line: the chart alone
	var isOverview: Bool

    @State var data = PopulationByAgeData.example
    @State var leftColor: Color = .green
    @State var rightColor: Color = .blue
    @State var barHeight: CGFloat = 10.0
    
    
    /// Takes the age ranges and adds a more audio friendy description
    /// For example: ```"0-10"``` returns ```"0 to 10"```
    /// - Parameter ageRange: random data set's age range label
    /// - Returns: String description of the input age range
    private func description(for ageRange: String) -> String {
        let ages = ageRange.split(separator: "-")
        
        guard ages.count == 2 else { return ageRange }
        
        return ages.joined(separator: " to ")
    }
    
	private var chart: some View {
		Chart(data) { series in
			ForEach(series.population, id: \.percentage) { element in
                chartContent(series: series, element: element)
			}
			.foregroundStyle(series.sex == "Male" ? rightColor.gradient : leftColor.gradient)
			.interpolationMethod(.catmullRom)
		}
		.chartYAxis {
			AxisMarks(preset: .aligned, position: .automatic) { _ in
				AxisValueLabel(centered: true)
			}
		}
		.chartXAxis {
			AxisMarks(preset: .aligned, position: .automatic) { value in
				let rawValue = value.as(Int.self)!
				let percentage = abs(Double(rawValue) / 100)

				AxisGridLine()
				AxisValueLabel(percentage.formatted(.percent))
			}
		}
		.chartLegend(position: .top, alignment: .center)
		.chartLegend(isOverview ? .hidden : .automatic)
        .accessibilityChartDescriptor(self)
		.chartYAxis(isOverview ? .hidden : .automatic)
		.chartXAxis(isOverview ? .hidden : .automatic)
		.frame(height: isOverview ? 200 : 340)
	}

    // Workaround for previews. Swift compiler seems to have problems checking expression type
    // for this chart when used directly inside Chart/ForEach, and the preview builds end up timing out.
    @ChartContentBuilder func chartContent(
        series: PopulationByAgeData.Series, element: PopulationByAgeData.Series.Population
    ) -> some ChartContent {
        Plot {
            BarMark(
                xStart: .value("Percentage", 0),
                xEnd: .value("Percentage", series.sex == "Male" ? element.percentage : element.percentage * -1),
                y: .value("AgeRange", element.ageRange),
                height: isOverview ? .automatic : .fixed(barHeight)
            )
        }
        .accessibilityLabel("\(series.sex); Ages: \(description(for: element.ageRange)) years")
        .accessibilityValue("\(element.percentage.formatted(.percent))")
        .accessibilityHidden(isOverview)
    }
    
    
    func generateRandomData() {
        data = [
            .init(sex: "Male", population: [
                (ageRange: "0-10", percentage: Int.random(in: 0..<100)),
                (ageRange: "11-20", percentage: Int.random(in: 0..<100)),
                (ageRange: "21-30", percentage: Int.random(in: 0..<100)),
                (ageRange: "31-40", percentage: Int.random(in: 0..<100)),
                (ageRange: "41-50", percentage: Int.random(in: 0..<100)),
                (ageRange: "51-60", percentage: Int.random(in: 0..<100)),
                (ageRange: "61-70", percentage: Int.random(in: 0..<100)),
                (ageRange: "71-80", percentage: Int.random(in: 0..<100)),
                (ageRange: "81-90", percentage: Int.random(in: 0..<100)),
                (ageRange: "91+", percentage: Int.random(in: 0..<100))
            ]),
            .init(sex: "Female", population: [
                (ageRange: "0-10", percentage: Int.random(in: 0..<100)),
                (ageRange: "11-20", percentage: Int.random(in: 0..<100)),
                (ageRange: "21-30", percentage: Int.random(in: 0..<100)),
                (ageRange: "31-40", percentage: Int.random(in: 0..<100)),
                (ageRange: "41-50", percentage: Int.random(in: 0..<100)),
                (ageRange: "51-60", percentage: Int.random(in: 0..<100)),
                (ageRange: "61-70", percentage: Int.random(in: 0..<100)),
                (ageRange: "71-80", percentage: Int.random(in: 0..<100)),
                (ageRange: "81-90", percentage: Int.random(in: 0..<100)),
                (ageRange: "91+", percentage: Int.random(in: 0..<100))
            ]),
        ]
    }
}


