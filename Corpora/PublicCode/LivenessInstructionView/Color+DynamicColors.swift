// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/aws-amplify/amplify-ui-swift-liveness/blob/2413daf78290076bedc837c4c2adfed5c71cde2c/Sources/FaceLiveness/Utilities/Color+DynamicColors.swift
// Licence: Apache-2.0, Copyright Amazon.com Inc. or its affiliates (full text: LICENSES/aws-amplify-amplify-ui-swift-liveness.txt)

//
// Copyright Amazon.com Inc. or its affiliates.
// All Rights Reserved.
//
// SPDX-License-Identifier: Apache-2.0
//

#if canImport(UIKit)
import UIKit
#else
import DarkroomCompat
#endif
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

extension Color {
    static func dynamicColors(light: UIColor, dark: UIColor) -> Color {
        Color(
            UIColor(
                dynamicProvider: { traitCollection in
                    switch traitCollection.userInterfaceStyle {
                    case .dark: return dark
                    default: return light
                    }
                }
            )
        )
    }
}
