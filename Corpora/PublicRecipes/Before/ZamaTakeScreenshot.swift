// Darkroom corpus: legacy snapshot code others wrote, kept line for line. `darkroom adopt` makes its imports
// conditional (Before/); `darkroom migrate` then `darkroom adopt` rewrite it (Migrated/).
// Source: https://github.com/zama-ai/fhe_ios_demo/blob/c21fc7bfddcc7157500a63c82c22ab4585cae98c/ClientApp/Helpers/View+Screenshot.swift
// Licence: BSD-3-Clause-Clear, Copyright © 2024 ZAMA (full text: LICENSES/zama-ai-fhe_ios_demo.txt)

// Copyright © 2024 Zama. All rights reserved.

#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif

extension View {
    func takeScreenshot() -> UIImage? {
        let controller = UIHostingController(rootView: self)
        let targetSize = CGSizeMake(UIScreen.main.bounds.width, UIScreen.main.bounds.height)

        let view = controller.view
        view?.bounds = CGRect(origin: .zero, size: targetSize)
        view?.backgroundColor = .clear
        
        let renderer = UIGraphicsImageRenderer(size: targetSize)
        
        return renderer.image { _ in
            view?.drawHierarchy(in: CGRect(origin: .zero, size: targetSize), afterScreenUpdates: true)
        }
    }
}
