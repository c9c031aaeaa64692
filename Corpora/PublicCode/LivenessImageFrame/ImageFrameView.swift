// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/aws-amplify/amplify-ui-swift-liveness/blob/2413daf78290076bedc837c4c2adfed5c71cde2c/Sources/FaceLiveness/Views/GetReadyPage/ImageFrameView.swift
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

struct ImageFrameView: View {
    var image: CGImage?
    
    var body: some View {
        if let image = image {
            GeometryReader { geometry in
                Image(decorative: image, scale: 1.0, orientation: .up)
                    .resizable()
                    .scaledToFill()
                    .frame(
                        width: geometry.size.width,
                        height: geometry.size.height,
                        alignment: .center)
                    .clipped()
            }
        } else {
          Color.black
        }
    }
}

struct ImageFrameView_Previews: PreviewProvider {
    static var previews: some View {
        ImageFrameView()
    }
}
