#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

extension UIView {
    /// Asks the view (or a text field in it) to resign the first responder, as UIKit's `endEditing(_:)`.
    /// Nothing is ever first responder in a rendered frame, so nothing resigns: `false`.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool { false }
}
#endif
