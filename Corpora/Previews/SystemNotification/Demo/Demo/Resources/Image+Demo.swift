//
//  Image+Demo.swift
//  Demo
//
//  Created by Daniel Saidi on 2021-06-08.
//  Copyright © 2021-2026 Daniel Saidi. All rights reserved.
//

import SwiftUI

extension Image {
    
    static let cover = Image(systemName: "rectangle.inset.fill")
    static let dismiss = Image(systemName: "xmark.circle")    
    static let error = Image(systemName: "xmark.octagon")
    static let flag = Image(systemName: "flag")
    static let globe = Image(systemName: "globe")
    static let sheet = Image(systemName: "rectangle.bottomthird.inset.fill")
    static let silentModeOff = Image(systemName: "bell.fill")
    static let silentModeOn = Image(systemName: "bell.slash.fill")
    static let `static` = Image(systemName: "viewfinder")
    static let success = Image(systemName: "checkmark")
    static let warning = Image(systemName: "exclamationmark.triangle")
}
