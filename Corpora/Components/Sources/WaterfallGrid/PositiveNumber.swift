// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/paololeonardi/WaterfallGrid/blob/c7c08652c3540adf8e48409c351879b4caea7e89/Sources/WaterfallGrid/Environment/PositiveNumber.swift
// Licence: MIT, Copyright (c) 2019 Paolo Leonardi (full text: Components/LICENSES/paololeonardi+WaterfallGrid.txt)

//
//  Copyright © 2019 Paolo Leonardi.
//
//  Licensed under the MIT license. See the LICENSE file for more info.
//

import Foundation

@propertyWrapper
struct PositiveNumber {
    private var value: Int = 1
    
    var wrappedValue: Int {
        get { value }
        set { value = max(1, newValue) }
    }
    
    init(wrappedValue initialValue: Int) {
        self.wrappedValue = initialValue
    }
}
