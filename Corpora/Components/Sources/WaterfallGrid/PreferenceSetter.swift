// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/paololeonardi/WaterfallGrid/blob/c7c08652c3540adf8e48409c351879b4caea7e89/Sources/WaterfallGrid/Preference/PreferenceSetter.swift
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

struct PreferenceSetter<ID: Hashable>: View {
    var id: ID
    var body: some View {
        GeometryReader { geometry in
            Color.clear
                .preference(key: ElementPreferenceKey.self, value: [ElementPreferenceData(id: AnyHashable(self.id), size: geometry.size)])
        }
    }
}
