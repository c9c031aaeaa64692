// Darkroom corpus: legacy snapshot code others wrote, kept line for line. `darkroom adopt` makes its imports
// conditional (Before/); `darkroom migrate` then `darkroom adopt` rewrite it (Migrated/).
// Source: https://github.com/wikimedia/wikipedia-ios/blob/3d8f6e7fb95594ca771d5177a28541f865ce05f3/WMFComponents/Sources/WMFComponents/Extensions/View+SnapshotUIImage.swift
// Licence: MIT, Copyright (c) 2023 Wikimedia (full text: LICENSES/wikimedia-wikipedia-ios.txt)

#if canImport(UIKit) && canImport(SwiftUI)
import UIKit
import SwiftUI
#else
import DarkroomCompat
#endif

 extension View {
     /// Captures a snapshot of the SwiftUI view as a UIImage.
     /// - Returns: A snapshot of the SwiftUI view as a UIImage.
     func snapshot() -> UIImage {
         // Create a UIHostingController hosting the SwiftUI view.
         let controller = UIHostingController(rootView: self)

         let view = controller.view
         let targetSize = controller.view.intrinsicContentSize
         view?.bounds = CGRect(origin: .zero, size: targetSize)
         view?.backgroundColor = .clear

         let renderer = UIGraphicsImageRenderer(size: targetSize)
         return renderer.image { _ in
             view?.drawHierarchy(in: view!.bounds, afterScreenUpdates: true)
         }
     }
 }
