// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/aws-amplify/amplify-ui-swift-liveness/blob/2413daf78290076bedc837c4c2adfed5c71cde2c/Sources/FaceLiveness/Views/ProgressBarView.swift
// Licence: Apache-2.0, Copyright Amazon.com Inc. or its affiliates (full text: LICENSES/aws-amplify-amplify-ui-swift-liveness.txt)

//
// Copyright Amazon.com Inc. or its affiliates.
// All Rights Reserved.
//
// SPDX-License-Identifier: Apache-2.0
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct ProgressBarView: View {
    let emptyColor: Color
    let borderColor: Color
    let fillColor: Color
    let indicatorColor: Color
    let percentage: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Rectangle()
                    .border(borderColor, width: 1)
                    .cornerRadius(8, corners: .allCorners)
                    .frame(
                        width: proxy.size.width,
                        height: proxy.size.height - 8
                    )
                    .foregroundColor(emptyColor)

                Rectangle()
                    .cornerRadius(8, corners: .allCorners)
                    .frame(
                        width: min(percentage, 1) * proxy.size.width,
                        height: proxy.size.height - 8
                    )
                    .foregroundColor(fillColor)
            }
        }
    }
}
