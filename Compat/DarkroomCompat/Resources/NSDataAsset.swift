#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// A data set of an asset catalog, as UIKit's and AppKit's `NSDataAsset`.
public final class NSDataAsset: @unchecked Sendable {
    /// The name of a data set, as `NSDataAsset.Name`.
    public typealias Name = String

    /// The data set's name.
    public let name: NSDataAsset.Name
    /// The data set's bytes.
    public let data: Data
    /// The uniform type identifier the catalog records for it (`public.data` when it records none).
    public let typeIdentifier: String

    /// The data set `name` from the app's asset catalogs (through `AppResources.standard`, then
    /// the main bundle); `nil` when none has it.
    public convenience init?(name: NSDataAsset.Name) { self.init(name: name, bundle: .main) }

    /// The data set `name` from `bundle`'s asset catalogs (after `AppResources.standard`'s folders).
    public init?(name: NSDataAsset.Name, bundle: Bundle) {
        guard let found = AssetLookup.data(named: name, bundle: bundle) else { return nil }
        self.name = name
        data = found.data
        typeIdentifier = found.typeIdentifier
    }
}
#endif
