// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/andylindebros/ProfileImageEditor/blob/150f9fd63854089be0eef5ace46bcf430476edae/Sources/ProfileImageEditor/IC/Views/Utils/ViewExtensions.swift
// Licence: MIT, Copyright (c) 2024 Lindebros (full text: LICENSES/andylindebros-ProfileImageEditor.txt)

import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

extension View {
    @MainActor func render(scale displayScale: CGFloat = 1.0) -> UIImage? {
        let renderer = ImageRenderer(content: self)

        renderer.scale = displayScale

        return renderer.uiImage
    }

}

extension View {
    /**
     Runs the given transform function if the given model is not nil.
     - parameter model: The model to evaluate
     - parameter transform: The transform to apply to the source `View`
     returns: Either the original `View` or the modified `View` if the model is not nil.
     */
    @ViewBuilder func `guard`<Model, Content: View>(_ model: Model?, transform: (Model, Self) -> Content) -> some View {
        if let model = model {
            transform(model, self)
        } else {
            self
        }
    }

    /**
     Applies the given transform if the given condition evaluates to `true`.
     - parameter condition: The condition to evaluate
     - parameter transform: The transform to apply to the source `View`
     returns: Either the original `View` or the modified `View` if the condition is `true`.
     */
    @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}
