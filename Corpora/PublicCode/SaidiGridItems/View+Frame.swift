// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/danielsaidi/SwiftUIKit/blob/748518aa0421009c53b037204c63deab4d23579b/Sources/SwiftUIKit/Extensions/View+Frame.swift
// Licence: MIT, Copyright (c) 2020-2026 Daniel Saidi (full text: LICENSES/danielsaidi-SwiftUIKit.txt)

//
//  View+Frame.swift
//  SwiftUIKit
//
//  Created by Daniel Saidi on 2021-01-05.
//  Copyright © 2021-2026 Daniel Saidi. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

public extension View {
    
    /// Apply a size-based frame.
    func frame(_ size: CGSize) -> some View {
        self.frame(width: size.width, height: size.height)
    }
    
    /// Apply the same size to all sides of the view.
    func frame(square size: CGFloat) -> some View {
        self.frame(width: size, height: size)
    }
}
