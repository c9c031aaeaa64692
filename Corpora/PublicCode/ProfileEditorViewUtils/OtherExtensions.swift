// Darkroom corpus: code others wrote, kept line for line; only its imports are made conditional.
// Source: https://github.com/andylindebros/ProfileImageEditor/blob/150f9fd63854089be0eef5ace46bcf430476edae/Sources/ProfileImageEditor/IC/Views/Utils/OtherExtensions.swift
// Licence: MIT, Copyright (c) 2024 Lindebros (full text: LICENSES/andylindebros-ProfileImageEditor.txt)

import Foundation
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
#if canImport(UIKit)
import UIKit
#else
import DarkroomCompat
#endif

extension Array {
    func get(index: Int) -> Element? {
        guard indices.contains(index) else {
            return nil
        }

        return self[index]
    }
}

extension UIView {
    func removeAllSubViews() {
        for subview in subviews {
            subview.removeFromSuperview()
        }
    }
}

extension UIImage {
    func resize(to newSize: CGSize) -> UIImage {
        let image = UIGraphicsImageRenderer(size: newSize).image { _ in
            draw(in: CGRect(origin: .zero, size: newSize))
        }

        return image.withRenderingMode(renderingMode)
    }
}
