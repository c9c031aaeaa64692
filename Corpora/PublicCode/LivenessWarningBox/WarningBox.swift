// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/aws-amplify/amplify-ui-swift-liveness/blob/2413daf78290076bedc837c4c2adfed5c71cde2c/Sources/FaceLiveness/Views/WarningBox.swift
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

struct WarningBox<PopoverView: View>: View {
    @State var isPresentingPopover = false
    let titleText: String
    let bodyText: String
    let popoverContent: PopoverView

    init(
        titleText: String,
        bodyText: String,
        @ViewBuilder popoverContent: () -> PopoverView
    ) {
        self.titleText = titleText
        self.bodyText = bodyText
        self.popoverContent = popoverContent()
    }

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(titleText)
                    .fontWeight(.semibold)
                    .foregroundColor(.livenessWarningLabel)

                Text(bodyText)
                    .foregroundColor(.livenessWarningLabel)
            }
            Spacer()
            Button(
                action: { isPresentingPopover = true },
                label: {
                    Image(systemName: "info.circle")
                        .foregroundColor(.livenessWarningLabel)
                        .frame(width: 20, height: 20)
                }
            )
            .frame(width: 44, height: 44)
            .popover(
                isPresented: $isPresentingPopover,
                attachmentAnchor: .point(.top),
                arrowEdge: .bottom,
                content: {  popoverContent }
            )
        }
        .padding()
        .background(
            Rectangle()
                .foregroundColor(.livenessWarningBackground)
                .cornerRadius(6)
        )
    }
}
