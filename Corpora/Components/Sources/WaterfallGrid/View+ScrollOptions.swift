// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/paololeonardi/WaterfallGrid/blob/c7c08652c3540adf8e48409c351879b4caea7e89/Sources/WaterfallGrid/View+ScrollOptions.swift
// Licence: MIT, Copyright (c) 2019 Paolo Leonardi (full text: Components/LICENSES/paololeonardi+WaterfallGrid.txt)

//
//  Copyright © 2019 Paolo Leonardi.
//
//  Licensed under the MIT license. See the LICENSE file for more info.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

// MARK: - ScrollOptions

extension View {

    /// Sets the scroll options for `WaterfallGrid` within the environment of `self`.
    ///
    /// - Parameters:
    ///   - direction: The scrollable axes. The default is `.vertical`.
    public func scrollOptions(direction: Axis.Set) -> some View {
        let options = ScrollOptions(direction: direction)
        return self.environment(\.scrollOptions, options)
    }

}
