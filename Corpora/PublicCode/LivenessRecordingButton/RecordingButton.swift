// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/aws-amplify/amplify-ui-swift-liveness/blob/2413daf78290076bedc837c4c2adfed5c71cde2c/Sources/FaceLiveness/Views/RecordingButton.swift
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

struct RecordingButton: View {
    var body: some View {
        VStack(alignment: .center) {
            Circle()
                .foregroundColor(.hex("#F92626"))
                .frame(width: 17, height: 17)
            Text(LocalizedStrings.challenge_recording_indicator_label)
                .font(.system(size: 12))
                .fontWeight(.bold)
        }
        .padding([.top, .bottom], 12)
        .padding([.leading, .trailing], 8)
        .background(Color.livenessBackground)
        .cornerRadius(8)
    }
}

struct RecordingButton_Previews: PreviewProvider {
    static var previews: some View {
        ZStack {
            Color.gray
            RecordingButton()
        }
    }
}
