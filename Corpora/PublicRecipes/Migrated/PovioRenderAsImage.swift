// Darkroom corpus: legacy snapshot code others wrote, kept line for line except its first lines: its `#if os(macOS)`
// also admits DarkroomCompat, and its AppKit import is made conditional by hand (`darkroom adopt` adopts SwiftUI and
// UIKit imports); macOS reads the same code. Nothing here is for `darkroom migrate` (it rewrites UIKit recipes).
// Source: https://github.com/poviolabs/PovioKit/blob/8ae4ae6390ebb1c563bab3df6ffb00b296407b5a/Sources/Core/Extensions/AppKit/NSView+PovioKit.swift
// Licence: MIT, Copyright (c) 2024 Povio Inc. (full text: LICENSES/poviolabs-PovioKit.txt)

//
//  NSView+PovioKit.swift
//  PovioKit
//
//  Created by Borut Tomazin on 24/09/2024.
//  Copyright © 2024 Povio Inc. All rights reserved.
//

#if os(macOS) || canImport(DarkroomCompat)
#if canImport(AppKit)
import AppKit
#else
import DarkroomCompat
#endif

extension NSView {
  /// Renders the current view as an NSImage.
  func renderAsImage() -> NSImage? {
    let rep = bitmapImageRepForCachingDisplay(in: bounds)
    guard let bitmapRep = rep else { return nil }
    cacheDisplay(in: bounds, to: bitmapRep)
    let image = NSImage(size: bounds.size)
    image.addRepresentation(bitmapRep)
    return image
  }
}
#endif
