// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/exyte/ProgressIndicatorView/blob/fe6f2bb1fad5e6260d5f7caedaa83690ad3d6dd4/Sources/Indicators/DefaultSectorView.swift
// Licence: MIT, Copyright (c) 2019 exyte (full text: Components/LICENSES/exyte+ProgressIndicatorView.txt)

//
//  DefaultSectorView.swift
//  ActivityIndicatorView
//
//  Created by Daniil Manin on 06.10.2021.
//  Copyright © 2021 Exyte. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct DefaultSectorView: View {

    @Binding var progress: CGFloat
    
    private let count: Int = 8
    @State private var rotationAngle: Angle = .radians(0)
    
    public var body: some View {
        GeometryReader { geometry in
            Group {
                ForEach(0..<count, id: \.self) { index in
                    DefaultSectorItemView(index: index, count: count, size: geometry.size)
                        .opacity(progress * 2.0 - CGFloat(index) * 1 / CGFloat(count) - 0.1)
                        .animation(.linear, value: progress)
                }
            }
            .rotationEffect(rotationAngle)
            .frame(width: geometry.size.width, height: geometry.size.height)
            .onChange(of: progress) { _ in
                if progress > 1.0 {
                    withAnimation(.linear(duration: 1)) {
                        rotationAngle = .radians(.pi * 2.0)
                    }
                } else {
                    rotationAngle = .zero
                }
            }
        }
    }
}

struct DefaultSectorItemView: View {
    let index: Int
    let count: Int
    let size: CGSize

    var body: some View {
        let height = size.height / 3.2
        let width = height / 2
        let angle = 2 * .pi / CGFloat(count) * CGFloat(index) - .pi / 2
        let x = (size.width / 2 - height / 2) * cos(angle)
        let y = (size.height / 2 - height / 2) * sin(angle)
        
        return RoundedRectangle(cornerRadius: width / 2 + 1)
            .frame(width: width, height: height)
            .rotationEffect(.radians(angle + .pi / 2))
            .offset(x: x, y: y)
    }
}
