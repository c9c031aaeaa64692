// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/ls1intum/Prototyper/blob/9509a04ed4832c7fdd918028f263e4828577c75b/Sources/Prototyper/Extensions/UIView+ImageRenderer.swift
// Licence: MIT, Copyright (c) 2018 TUM LS1 (full text: LICENSES/ls1intum-Prototyper.txt)

//
//  UIView+ImageRenderer.swift
//  Prototyper
//
//  Created by Raymond Pinto on 21.01.20.
//

import Foundation
#if canImport(UIKit)
import UIKit
#else
import DarkroomCompat
#endif


// MARK: UIView + Get as UIImage
extension UIView {
    /// Renders the UIView as an UIImage
    func asImage(rect: CGRect) -> UIImage {
        let renderer = UIGraphicsImageRenderer(bounds: rect)
        return renderer.image { rendererContext in
            layer.render(in: rendererContext.cgContext)
        }
    }
}
