// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/exyte/ActivityIndicatorView/blob/15384b0f9ca3a9b072e12ab779d545e9717adba4/Sources/ActivityIndicatorView/Indicators/GrowingCircleIndicatorView.swift
// Licence: MIT, Copyright (c) 2020 exyte (full text: Components/LICENSES/exyte+ActivityIndicatorView.txt)

//
//  GrowingCircleIndicatorView.swift
//  ActivityIndicatorView
//
//  Created by Daniil Manin on 10/7/20.
//  Copyright © 2020 Exyte. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct GrowingCircleIndicatorView: View {

    @State private var scale: CGFloat = 0
    @State private var opacity: Double = 0

    var body: some View {
        let animation = Animation
            .easeIn(duration: 1.1)
            .repeatForever(autoreverses: false)

        return Circle()
            .scaleEffect(scale)
            .opacity(opacity)
            .onAppear {
                scale = 0
                opacity = 1
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) {
                    withAnimation(animation) {
                        scale = 1
                        opacity = 0
                    }
                }
            }
    }
}
