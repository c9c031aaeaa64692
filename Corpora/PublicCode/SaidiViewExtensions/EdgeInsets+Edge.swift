// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/danielsaidi/SwiftUIKit/blob/748518aa0421009c53b037204c63deab4d23579b/Sources/SwiftUIKit/Extensions/EdgeInsets+Edge.swift
// Licence: MIT, Copyright (c) 2020-2026 Daniel Saidi (full text: LICENSES/danielsaidi-SwiftUIKit.txt)

//
//  EdgeInsets+Edge.swift
//  SwiftUIKit
//
//  Created by Daniel Saidi on 2020-09-15.
//  Copyright © 2020-2026 Daniel Saidi. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

public extension EdgeInsets {
    
    /// Get the inset value for a certain edge.
    func inset(for edge: Edge) -> Double {
        switch edge {
        case.top: return top
        case.bottom: return bottom
        case.leading: return leading
        case.trailing: return trailing
        }
    }
}
