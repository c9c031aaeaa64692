// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/exyte/ProgressIndicatorView/blob/fe6f2bb1fad5e6260d5f7caedaa83690ad3d6dd4/Sources/ProgressIndicatorView.swift
// Licence: MIT, Copyright (c) 2019 exyte (full text: Components/LICENSES/exyte+ProgressIndicatorView.txt)

//
//  ProgressIndicatorView.swift
//  ActivityIndicatorView
//
//  Created by Daniil Manin on 05.10.2021.
//  Copyright © 2021 Exyte. All rights reserved.
//

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

public struct ProgressIndicatorView: View {

    public enum IndicatorType {
        case `default`(progress: Binding<CGFloat>)
        case bar(progress: Binding<CGFloat>, backgroundColor: Color = .clear)
        case impulseBar(progress: Binding<CGFloat>, backgroundColor: Color = .clear)
        case dashBar(progress: Binding<CGFloat>, numberOfItems: Int = 8, backgroundColor: Color = .clear)
        case circle(progress: Binding<CGFloat>, lineWidth: CGFloat, strokeColor: Color, backgroundColor: Color = .clear)
    }

    @Binding var isVisible: Bool
    var type: IndicatorType

    public init(isVisible: Binding<Bool>, type: IndicatorType) {
        self._isVisible = isVisible
        self.type = type
    }

    public var body: some View {
        if isVisible {
            indicator
        } else {
            EmptyView()
        }
    }
    
    // MARK: - Private
    
    private var indicator: some View {
        ZStack {
            switch type {
            case .bar(let progress, let backgroundColor):
                BarView(progress: progress, backgroundColor: backgroundColor)
            case .impulseBar(let progress, let backgroundColor):
                ImpulseBarView(progress: progress, backgroundColor: backgroundColor)
            case .`default`(let progress):
                DefaultSectorView(progress: progress)
            case .circle(let progress, let lineWidth, let strokeColor, let backgroundColor):
                CircleView(progress: progress, lineWidth: lineWidth, strokeColor: strokeColor, backgroundColor: backgroundColor)
            case .dashBar(let progress, let numberOfItems, let backgroundColor):
                DashBarView(progress: progress, numberOfItems: numberOfItems, backgroundColor: backgroundColor)
            }
        }
    }
}
