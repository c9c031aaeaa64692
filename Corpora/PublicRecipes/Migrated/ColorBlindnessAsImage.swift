// Darkroom corpus: legacy snapshot code others wrote, kept line for line. `darkroom adopt` makes its imports
// conditional (Before/); `darkroom migrate` then `darkroom adopt` rewrite it (Migrated/).
// Source: https://github.com/nthState/PreviewColorBlindness/blob/cdbed62cc3383eb0362906fbcf4ce62e6eb55621/Sources/PreviewColorBlindness/View+.swift
// Licence: Apache-2.0, Copyright 2022 Chris Davis (full text: LICENSES/nthState-PreviewColorBlindness.txt)

//
//  View+.swift
//  PreviewColorBlindness
//
//  Copyright © 2022 Chris Davis, https://www.nthState.com
//
//  See https://github.com/nthState/PreviewColorBlindness/blob/main/LICENSE for license information.
//

#if canImport(SwiftUI) && canImport(CoreGraphics)
import SwiftUI
import CoreGraphics
#else
import DarkroomCompat
#endif

extension View {

  @MainActor func asImage() -> UIImage {
    let renderer = ImageRenderer(content: self)
    renderer.scale = 2.0
    return renderer.uiImage ?? UIImage()
  }
}

extension UIView {
  func asImage() -> UIImage {

    let traitCollection = UITraitCollection(displayScale: 2.0)
    let format = UIGraphicsImageRendererFormat(for: traitCollection)

    let renderer = UIGraphicsImageRenderer(bounds: bounds, format: format)
    return renderer.image { rendererContext in
      layer.render(in: rendererContext.cgContext)
    }
  }
}
