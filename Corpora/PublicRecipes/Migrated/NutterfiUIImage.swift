// Darkroom corpus: legacy snapshot code others wrote, kept line for line except the guard around its code: its
// `#if canImport(UIKit)` also admits DarkroomCompat, and the UIKit import inside it is made conditional by hand
// (`darkroom adopt` adopts top-level imports); Apple platforms read the same code. `darkroom adopt` makes its other
// imports conditional (Before/); `darkroom migrate` then `darkroom adopt` rewrite it (Migrated/).
// Source: https://github.com/nutterfi/swiftui-gameui-inspirations/blob/dabea718c5a129a8c4d389a1e6a102aaced3964e/Game-UI-Inspirations/Shared/Extensions/UIView+Extensions.swift
// Licence: MIT, Copyright (c) 2021 nutterfi (full text: LICENSES/nutterfi-swiftui-gameui-inspirations.txt)

//
//  UIView+Extensions.swift
//  SwiftUIShaders
//
//  Created by nutterfi on 2/8/22.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

#if canImport(UIKit) || canImport(DarkroomCompat)
#if canImport(UIKit)
import UIKit
#else
import DarkroomCompat
#endif

extension UIView {
  var renderedImage: UIImage {
    let renderer = UIGraphicsImageRenderer(bounds: bounds)
    return renderer.image { context in
      layer.render(in: context.cgContext)
    }
  }
}

extension View {
  @MainActor func uiImage(rect: CGRect) -> UIImage {
    let renderer = ImageRenderer(content: self.frame(width: rect.size.width, height: rect.size.height))
    renderer.proposedSize = ProposedViewSize(rect.size)
    renderer.scale = UIScreen.main.scale
    return renderer.uiImage ?? UIImage()
  }
}

#endif
