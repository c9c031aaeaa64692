// From github.com/Sparklydust/mont-blanc, commit 1752f7def7633c26ced0a2979754d67138446452,
// "MontBlanc/Features/Charts/SectorMark/Sections/SectorMark_InnerOuterRadius.swift", MIT License (Copyright 2025 Roland Lariotte; licence text in LICENSE.montblanc).
// Verbatim except its import lines, made conditional for Linux (Darkroom) and its #Preview block (needs Xcode's preview macros).

//
// Copyright © 2025 Roland Lariotte. See LICENSE file for terms. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct SectorMark_InnerOuterRadius: View {

  private let data = ChartDataModel.mockMonthData()

  var body: some View {
    VStack {
      Chart(data) { item in
        SectorMark(
          angle: .value("Value", item.value),
          innerRadius: 120,
          angularInset: 4
        )
        .foregroundStyle(by: .value("Label", item.label))
      }

      Chart(data) { item in
        SectorMark(
          angle: .value("Value", item.value),
          outerRadius: 100,
          angularInset: 4
        )
        .foregroundStyle(by: .value("Label", item.label))
      }
    }
    .mbChartsContainer()
  }
}

