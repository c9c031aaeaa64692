// From github.com/Sparklydust/mont-blanc, commit 1752f7def7633c26ced0a2979754d67138446452,
// "MontBlanc/Features/Charts/SectorMark/Sections/SectorMark_ForegroundStyle.swift",
// MIT License (Copyright 2025 Roland Lariotte; licence text in LICENSE.montblanc).
// Verbatim except its import lines, made conditional for Linux (Darkroom), and lines over 120 columns wrapped
// Also without its #Preview block (needs Xcode's preview macros).

//
// Copyright © 2025 Roland Lariotte. See LICENSE file for terms. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct SectorMark_ForegroundStyle: View {

  private let data = ChartDataModel.mockMonthData()

  var body: some View {
    Chart(data) { item in
      SectorMark(
        angle: .value("Value", item.value),
        angularInset: 4
      )
      .foregroundStyle(by: .value("Label", item.label))
    }
    .mbChartsContainer()
  }
}

