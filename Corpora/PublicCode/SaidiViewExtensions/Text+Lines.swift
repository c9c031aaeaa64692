// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/danielsaidi/SwiftUIKit/blob/748518aa0421009c53b037204c63deab4d23579b/Sources/SwiftUIKit/Extensions/Text+Lines.swift
// Licence: MIT, Copyright (c) 2020-2026 Daniel Saidi (full text: LICENSES/danielsaidi-SwiftUIKit.txt)

//
//  Text+SingleLine.swift
//  SwiftUIKit
//
//  Created by Daniel Saidi on 2020-11-14.
//  Copyright © 2020-2026 Daniel Saidi. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

public extension Text {
    
    /// Force text to render as multiline.
    func forceMultiline() -> some View {
        self.fixedSize(horizontal: false, vertical: true)
    }

    /// Force text to render as single line.
    func forceSingleLine() -> some View {
        self.fixedSize(horizontal: true, vertical: false)
    }
}
