// Darkroom corpus: legacy snapshot code others wrote, kept line for line. `darkroom adopt` makes its imports
// conditional (Before/); `darkroom migrate` then `darkroom adopt` rewrite it (Migrated/).
// Source: https://github.com/V1taS/Random-Pro/blob/cc6589d30116b77bd9571e2b45fa7ffec76db8b9/LocalDependencies/SKUIKit/Sources/SKUIKit/Extension/View+AsUIImage.swift
// Licence: MIT, Copyright (c) 2023 Sosin Vitalii (full text: LICENSES/V1taS-Random-Pro.txt)

//
//  View+AsUIImage.swift
//
//
//  Created by Vitalii Sosin on 10.12.2023.
//

import SwiftUI

public extension View {
  func asUIImage() -> UIImage {
    let controller = UIHostingController(rootView: self)
    let view = controller.view
    
    let targetSize = controller.view.intrinsicContentSize
    view?.bounds = CGRect(origin: .zero, size: targetSize)
    view?.backgroundColor = .clear
    
    let renderer = UIGraphicsImageRenderer(size: targetSize)
    return renderer.image { _ in
      view?.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true)
    }
  }
}
