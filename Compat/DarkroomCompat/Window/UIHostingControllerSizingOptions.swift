#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// How a hosting controller keeps UIKit told of its content's size, as SwiftUI's
/// `UIHostingControllerSizingOptions`. Nothing lays controllers out in a rendered frame, so the
/// options are kept and change nothing drawn.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Keep `preferredContentSize` equal to the content's ideal size.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    /// Keep the view's intrinsic content size equal to the content's ideal size.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
#endif
