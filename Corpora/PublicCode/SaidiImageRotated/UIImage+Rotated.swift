// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/danielsaidi/SwiftUIKit/blob/748518aa0421009c53b037204c63deab4d23579b/Sources/SwiftUIKit/Images/UIImage+Rotated.swift
// Licence: MIT, Copyright (c) 2020-2026 Daniel Saidi (full text: LICENSES/danielsaidi-SwiftUIKit.txt)
// Changed (besides the imports): line 9, the file's platform guard '#if canImport(UIKit)', reads '#if canImport(UIKit) || os(Linux)': the helper is iOS-only by its guard, not by its code

//
//  UIImage+Rotated.swift
//  SwiftUIKit
//
//  Created by Daniel Saidi on 2021-08-17.
//  Copyright © 2021-2026 Daniel Saidi. All rights reserved.
//

#if canImport(UIKit) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import DarkroomCompat
#endif

public extension UIImage {
    
    /// Rotate an image a certain amount of radians.
    func rotated(withRadians radians: Float) -> UIImage? {
        let radians = CGFloat(radians)
        let transform = CGAffineTransform(rotationAngle: radians)
        var newSize = CGRect(origin: .zero, size: size)
            .applying(transform)
            .size
        
        // Trim off small float fractions to prevent rounding
        newSize.width = floor(newSize.width)
        newSize.height = floor(newSize.height)

        UIGraphicsBeginImageContextWithOptions(newSize, false, scale)
        let context = UIGraphicsGetCurrentContext()!

        // Move origin to middle
        context.translateBy(x: newSize.width/2, y: newSize.height/2)
        
        // Rotate around middle
        context.rotate(by: CGFloat(radians))
        
        // Draw the image at its center
        let rect = CGRect(
            x: -size.width/2,
            y: -size.height/2,
            width: size.width,
            height: size.height)
        
        // Draw new image
        draw(in: rect)
        let newImage = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return newImage
    }
}
#endif
