// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/ls1intum/Prototyper/blob/9509a04ed4832c7fdd918028f263e4828577c75b/Sources/Prototyper/Extensions/UIWindow+Screenshot.swift
// Licence: MIT, Copyright (c) 2018 TUM LS1 (full text: LICENSES/ls1intum-Prototyper.txt)

//
//  UIWindow+Screenshot.swift
//  Prototyper
//
//  Created by Paul Schmiedmayer on 10/31/17.
//  Copyright © 2018 Paul Schmiedmayer. All rights reserved.
//

#if canImport(UIKit)
import UIKit
#else
import DarkroomCompat
#endif


// MARK: UIWindow + Screenshot
extension UIWindow {
    /// Used to capture the screenshot of the View.
    var screenshot: UIImage? {
        UIGraphicsBeginImageContextWithOptions(self.frame.size, self.isOpaque, UIScreen.main.scale)
        
        guard let context = UIGraphicsGetCurrentContext() else {
            return nil
        }
        self.layer.render(in: context)
        
        guard let image = UIGraphicsGetImageFromCurrentImageContext() else {
            return nil
        }
        
        UIGraphicsEndImageContext()
        return image
    }
}
