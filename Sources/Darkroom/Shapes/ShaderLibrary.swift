import Foundation

/// A collection of Metal shader functions, as SwiftUI's `ShaderLibrary`.
///
/// Darkroom has no Metal: a library is only a name for where its functions would come from, and
/// the shaders made from it draw the fallback `Shader` documents.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, @unchecked Sendable {
    enum Source: Equatable {
        case main
        case bundle(String)
        case data(Data)
        case url(URL)
    }
    let source: Source

    /// The app's main bundle's default library.
    public static let `default` = ShaderLibrary(source: .main)
    /// The default library of `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
        ShaderLibrary(source: .bundle(bundle.bundlePath))
    }
    /// A library from compiled Metal library data.
    public init(data: Data) { source = .data(data) }
    /// A library from a compiled Metal library file.
    public init(url: URL) { source = .url(url) }
    init(source: Source) { self.source = source }

    /// The function `name` of the default library: `ShaderLibrary.ripple(…)`.
    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }
    /// The function `name` of this library.
    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }
}
