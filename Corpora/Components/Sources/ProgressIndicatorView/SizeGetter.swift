// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/exyte/ProgressIndicatorView/blob/fe6f2bb1fad5e6260d5f7caedaa83690ad3d6dd4/Sources/Extensions/SizeGetter.swift
// Licence: MIT, Copyright (c) 2019 exyte (full text: Components/LICENSES/exyte+ProgressIndicatorView.txt)

//
//  Created by Alex.M on 19.10.2023.
//

import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct SizeGetter: ViewModifier {
    @Binding var size: CGSize

    func body(content: Content) -> some View {
        content
            .background(
                GeometryReader { proxy -> Color in
                    if proxy.size != self.size {
                        DispatchQueue.main.async {
                            self.size = proxy.size
                        }
                    }
                    return Color.clear
                }
            )
    }
}

extension View {
    public func sizeGetter(_ size: Binding<CGSize>) -> some View {
        modifier(SizeGetter(size: size))
    }
}
