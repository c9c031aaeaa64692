import Foundation

/// A colour set named as Xcode's generated asset symbols name it (`ColorResource.brand`), as
/// in SwiftUI's `Color(.brand)` and `.foregroundStyle(.brand)`.
///
/// Xcode writes `GeneratedAssetSymbols.swift` at build time; on Linux a package declares the
/// symbols it uses itself (`extension ColorResource { static let brand = ColorResource(name:
/// "Brand", bundle: .module) }`), or runs `darkroom asset-symbols` to write the file Xcode would.
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name in the catalog.
    public let name: String
    /// The bundle's path; `nil` for the main bundle.
    let bundlePath: String?

    /// A colour set `name` in `bundle`'s asset catalogs.
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = (bundle.resourceURL ?? bundle.bundleURL).path
    }

    /// The bundle the set is looked up in (after the environment's resource folders).
    public var bundle: Bundle? { bundlePath.flatMap { Bundle(path: $0) } }
}

/// An image set named as Xcode's generated asset symbols name it (`ImageResource.logo`), as in
/// SwiftUI's `Image(.logo)`.
public struct ImageResource: Hashable, Sendable {
    /// The image set's name in the catalog.
    public let name: String
    /// The bundle's path; `nil` for the main bundle.
    let bundlePath: String?

    /// An image set `name` in `bundle`'s asset catalogs.
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = (bundle.resourceURL ?? bundle.bundleURL).path
    }

    /// The bundle the set is looked up in (after the environment's resource folders).
    public var bundle: Bundle? { bundlePath.flatMap { Bundle(path: $0) } }
}

extension Image {
    /// An image from an image set of the asset catalogs (Xcode's generated `ImageResource`).
    public init(_ resource: ImageResource) { self.init(resource.name, bundle: resource.bundle) }
}
