// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/danielsaidi/SwiftUIKit/blob/748518aa0421009c53b037204c63deab4d23579b/Sources/SwiftUIKit/Extensions/EdgeInsets+Init.swift
// Licence: MIT, Copyright (c) 2020-2026 Daniel Saidi (full text: LICENSES/danielsaidi-SwiftUIKit.txt)

//
//  UIEdgeInsets+Insets.swift
//  KeyboardKit
//
//  Created by Daniel Saidi on 2021-09-30.
//  Copyright © 2021-2026 Daniel Saidi. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

public extension EdgeInsets {
    
    /// Create a value with the same insets everywhere.
    init(all: Double) {
        self.init(
            top: all,
            leading: all,
            bottom: all,
            trailing: all
        )
    }
    
    /// Create a value with horizontal and vertical values.
    init(horizontal: Double, vertical: Double) {
        self.init(
            top: vertical,
            leading: horizontal,
            bottom: vertical,
            trailing: horizontal
        )
    }
}
