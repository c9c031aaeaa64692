// From github.com/Sparklydust/mont-blanc, commit 1752f7def7633c26ced0a2979754d67138446452,
// "MontBlanc/Extensions/MBChartsModifier.swift",
// MIT License (Copyright 2025 Roland Lariotte; licence text in LICENSE.montblanc).
// Verbatim except its import lines, made conditional for Linux (Darkroom), and lines over 120 columns wrapped.

//
// Copyright © 2025 Roland Lariotte. See LICENSE file for terms. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

extension View {

  func mbChartsContainer() -> some View {
    modifier(MBChartsContainerModifier())
  }
}

private struct MBChartsContainerModifier: ViewModifier {

  func body(content: Content) -> some View {
    content
      .padding()
      .padding(.vertical)
      .aspectRatio(contentMode: .fit)
      .dynamicTypeSize(.xxLarge)
  }
}
