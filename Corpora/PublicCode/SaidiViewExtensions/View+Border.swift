// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/danielsaidi/SwiftUIKit/blob/748518aa0421009c53b037204c63deab4d23579b/Sources/SwiftUIKit/Extensions/View+Border.swift
// Licence: MIT, Copyright (c) 2020-2026 Daniel Saidi (full text: LICENSES/danielsaidi-SwiftUIKit.txt)

//
//  View+Border.swift
//  SwiftUIKit
//
//  Created by Daniel Saidi on 2020-03-10.
//  Copyright © 2020-2026 Daniel Saidi. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

public extension View {
    
    /// Adds a border with a certain width and corner radius.
    func border<Content: ShapeStyle>(
        _ content: Content,
        width: CGFloat = 1,
        cornerRadius: CGFloat = 0
    ) -> some View {
        overlay(
            RoundedRectangle(cornerRadius: cornerRadius)
                .strokeBorder(content, lineWidth: width)
        )
    }
}
