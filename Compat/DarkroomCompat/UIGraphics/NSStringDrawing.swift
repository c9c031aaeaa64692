#if !(canImport(UIKit) && canImport(SwiftUI))
import Darkroom
import Foundation

/// How `NSString.boundingRect(with:options:attributes:context:)` measures, as UIKit's `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay the text out in lines wrapped to the width; without it the string is one line.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Include the font's leading in line heights (Darkroom's lines always include it).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure glyph images rather than typographic bounds (measured typographically here).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last line that fits (measurement is unchanged).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Settings and results of a string measurement, as UIKit's `NSStringDrawingContext`.
open class NSStringDrawingContext {
    /// The smallest scale the text may shrink to (text is measured at full size here).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was measured at: always 1.
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the last measurement.
    open internal(set) var totalBounds: CGRect = .zero

    /// An empty context.
    public init() {}
}

extension NSString {
    /// The rectangle the string takes when drawn with `attributes` (its font, `NSAttributedString.Key("NSFont")`,
    /// else 12-point system text, as UIKit's default), measured by Darkroom's own text layout: wrapped to
    /// `size.width` with `.usesLineFragmentOrigin`, one line without it.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        let font = (attributes?[NSAttributedString.Key("NSFont")] as? UIFont).map(Font.init) ?? .system(size: 12)
        let width = options.contains(.usesLineFragmentOrigin) && size.width < .greatestFiniteMagnitude
            ? size.width : nil
        let text = Text(verbatim: self as String).font(font)
        let measured = (try? ViewRenderer(options: RenderOptions(proposedSize: ProposedViewSize(width: width,
                                                                                                  height: nil)))
            .layout(text).frame.size) ?? .zero
        let rect = CGRect(origin: .zero, size: measured)
        context?.totalBounds = rect
        return rect
    }

    /// The size of the string on one line with `attributes`, as UIKit's `size(withAttributes:)`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        boundingRect(with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
                     attributes: attributes, context: nil).size
    }
}
#endif
