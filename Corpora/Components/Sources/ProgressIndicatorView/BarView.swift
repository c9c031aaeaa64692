// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/exyte/ProgressIndicatorView/blob/fe6f2bb1fad5e6260d5f7caedaa83690ad3d6dd4/Sources/Indicators/BarView.swift
// Licence: MIT, Copyright (c) 2019 exyte (full text: Components/LICENSES/exyte+ProgressIndicatorView.txt)

//
//  BarView.swift
//  ActivityIndicatorView
//
//  Created by Daniil Manin on 16.09.2021.
//  Copyright © 2021 Exyte. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct BarView: View {
    
    @Binding var progress: CGFloat
    let backgroundColor: Color
    
    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .leading) {
                Capsule()
                    .foregroundColor(backgroundColor)
                Capsule()
                    .frame(width: min(max(geometry.size.width * progress, 0), geometry.size.width))
                    .animation(.easeIn, value: progress)
            }
        }
    }
}
