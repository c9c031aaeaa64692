#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// The name of a method, as the Objective-C runtime's `Selector` (which Swift on Linux lacks), so
/// that UIKit signatures taking one compile. There is no runtime to send it to: it is only a name.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The method's name.
    let name: String
    /// A selector named `name`.
    public init(_ name: String) { self.name = name }
    /// A selector named by a string literal.
    public init(stringLiteral name: String) { self.name = name }
}
#endif
