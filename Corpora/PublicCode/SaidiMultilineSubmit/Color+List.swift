// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/danielsaidi/SwiftUIKit/blob/748518aa0421009c53b037204c63deab4d23579b/Sources/SwiftUIKit/Colors/Color+List.swift
// Licence: MIT, Copyright (c) 2020-2026 Daniel Saidi (full text: LICENSES/danielsaidi-SwiftUIKit.txt)

//
//  Color+List.swift
//  SwiftUIKit
//
//  Created by Daniel Saidi on 2023-11-23.
//  Copyright © 2023-2026 Daniel Saidi. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

public extension Color {
    
    /// Get the standard list background color for a scheme.
    @ViewBuilder
    static func listBackground(
        forScheme scheme: ColorScheme
    ) -> some View {
        if scheme == .light {
            Color.primary.colorInvert()
        } else {
            Color.primary.opacity(0.102)
        }
    }
}
