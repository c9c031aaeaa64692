// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/danielsaidi/SwiftUIKit/blob/748518aa0421009c53b037204c63deab4d23579b/Sources/SwiftUIKit/Images/Image+Symbol.swift
// Licence: MIT, Copyright (c) 2020-2026 Daniel Saidi (full text: LICENSES/danielsaidi-SwiftUIKit.txt)

//
//  Image+Symbol.swift
//  SwiftUIKit
//
//  Created by Daniel Saidi on 2023-05-29.
//  Copyright © 2023-2026 Daniel Saidi. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

public extension Image {

    /// Resolve an SF Symbols-based image, using `Image(systemName:)`.
    static func symbol(_ name: String) -> Image {
        .init(systemName: name)
    }
}
