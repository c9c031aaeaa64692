// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/ls1intum/Prototyper/blob/9509a04ed4832c7fdd918028f263e4828577c75b/Sources/Prototyper/Extensions/UIImage+OverlapImages.swift
// Licence: MIT, Copyright (c) 2018 TUM LS1 (full text: LICENSES/ls1intum-Prototyper.txt)

//
//  UIImage+OverlapImages.swift
//  Prototyper
//
//  Created by Raymond Pinto on 24.01.20.
//

import Foundation
#if canImport(UIKit)
import UIKit
#else
import DarkroomCompat
#endif


// MARK: UIView + Overlap two UIImages
extension UIImage {
    /// Used to overlap two images, one on top of another.
    static func overlapImages(topImage: UIImage, bottomImage: UIImage) -> UIImage {
        let bottomImageContainer = CGRect(x: 0, y: 0, width: bottomImage.size.width, height: bottomImage.size.height)
        let topImageContainer = CGRect(x: (bottomImage.size.width / 2.0) - (topImage.size.width / 2.0),
                                       y: (bottomImage.size.height / 2.0) - (topImage.size.height / 2.0),
                                       width: topImage.size.width,
                                       height: topImage.size.height)
        
        
        UIGraphicsBeginImageContextWithOptions(bottomImage.size, false, 2.0)
        bottomImage.draw(in: bottomImageContainer)
        topImage.draw(in: topImageContainer)
        return UIGraphicsGetImageFromCurrentImageContext() ?? bottomImage
    }
}
