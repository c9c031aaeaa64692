#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

// Core Graphics' C constructors (CGGeometry.h), which Swift imports on Apple platforms and which app code still
// calls (`CGSizeMake(UIScreen.main.bounds.width, …)`). swift-corelibs-foundation declares the geometry types but
// not these functions.

/// A size with the given width and height, as Core Graphics' `CGSizeMake` makes it.
@inlinable public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize {
    CGSize(width: width, height: height)
}

/// A point with the given coordinates, as Core Graphics' `CGPointMake` makes it.
@inlinable public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
    CGPoint(x: x, y: y)
}

/// A rectangle with the given origin and size, as Core Graphics' `CGRectMake` makes it.
@inlinable public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
#endif
