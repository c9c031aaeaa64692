// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/andylindebros/ProfileImageEditor/blob/150f9fd63854089be0eef5ace46bcf430476edae/Sources/ProfileImageEditor/IC/Views/Utils/MeasureSizeModifier.swift
// Licence: MIT, Copyright (c) 2024 Lindebros (full text: LICENSES/andylindebros-ProfileImageEditor.txt)

import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

struct MeasureSizeModifier: ViewModifier {
    let onChange: (CGSize) -> Void

    func body(content: Content) -> some View {
        content
            .background {
                GeometryReader { geo -> Color in
                    DispatchQueue.main.async {
                        self.onChange(geo.size)
                    }
                    return .clear
                }
            }
    }
}

extension View {
    func measureSize(onChange: @escaping (CGSize) -> Void) -> some View {
        modifier(MeasureSizeModifier(onChange: onChange))
    }
}
