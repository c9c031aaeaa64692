// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/aws-amplify/amplify-ui-swift-liveness/blob/2413daf78290076bedc837c4c2adfed5c71cde2c/Sources/FaceLiveness/Views/RoundedCornerShape.swift
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

struct RoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(
            roundedRect: rect,
            byRoundingCorners: corners,
            cornerRadii: CGSize(width: radius, height: radius)
        )
        return Path(path.cgPath)
    }
}

extension View {
    func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
        clipShape(RoundedCorner(radius: radius, corners: corners))
    }
}
