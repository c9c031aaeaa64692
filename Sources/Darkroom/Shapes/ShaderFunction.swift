import Foundation

/// One function of a shader library, as SwiftUI's `ShaderFunction`; calling it with arguments
/// makes a `Shader`: `ShaderLibrary.stripes(.float(10), .color(.red))`.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    /// The library the function is in.
    public var library: ShaderLibrary
    /// The function's name.
    public var name: String
    /// The function `name` of `library`.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }
    /// A shader calling this function with `args`.
    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: args)
    }
}
