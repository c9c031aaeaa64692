// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/aws-amplify/amplify-ui-swift-liveness/blob/2413daf78290076bedc837c4c2adfed5c71cde2c/Sources/FaceLiveness/Views/CloseButton.swift
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

struct CloseButton: View {
    let action: () -> Void

    var body: some View {
        Button(
            action: action,
            label: {
                Image(systemName: "xmark")
                    .font(.system(size: 18, weight: .bold))
                    .foregroundColor(.livenessLabel)
                    .frame(width: 44, height: 44)
                    .background(Color.livenessBackground)
                    .clipShape(Circle())
                    .accessibilityLabel(Text(LocalizedStrings.close_button_a11y))
            }
        )
    }
}

struct CloseButton_Previews: PreviewProvider {
    static var previews: some View {
        ZStack {
            Color.gray
            CloseButton(action: {})
        }
    }
}
