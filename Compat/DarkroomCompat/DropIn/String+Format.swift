#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

extension String {
    /// Formats with an array of arguments passed where a variadic list is expected
    /// (`String(format: f, arguments)` inside a `CVarArg...` function), which compiles on
    /// Apple platforms because an array bridges to `NSArray`, itself a `CVarArg`.
    /// Foundation on Linux has no such bridge; here the array's elements are the
    /// arguments (Apple's would format the array as one `%@` object).
    @_disfavoredOverload
    public init(format: String, _ arguments: [CVarArg]) {
        self.init(format: format, arguments: arguments)
    }
}
#endif
