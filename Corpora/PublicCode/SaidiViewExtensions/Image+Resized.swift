// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/danielsaidi/SwiftUIKit/blob/748518aa0421009c53b037204c63deab4d23579b/Sources/SwiftUIKit/Images/Image+Resized.swift
// Licence: MIT, Copyright (c) 2020-2026 Daniel Saidi (full text: LICENSES/danielsaidi-SwiftUIKit.txt)

//
//  Image+Resized.swift
//  SwiftUIKit
//
//  Created by Daniel Saidi on 2023-08-17.
//  Copyright © 2023-2026 Daniel Saidi. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

public extension Image {

    /// Resize the image with a certain content mode.
    func resized(to mode: ContentMode) -> some View {
        self.resizable()
            .aspectRatio(contentMode: mode)
    }
}
