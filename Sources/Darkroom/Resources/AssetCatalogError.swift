import Foundation

/// Why an asset catalog, or one of its sets, could not be read.
///
/// `AssetCatalog(contentsOf:)` throws only when the catalog folder itself cannot be listed; a set
/// whose `Contents.json` is missing or malformed is skipped and recorded in
/// ``AssetCatalog/problems``, and lookups by name then behave as if the set were absent (a
/// warning names the file once per process).
public enum AssetCatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The catalog folder does not exist or is not a folder.
    case notAFolder(URL)
    /// A set's `Contents.json` is missing.
    case missingContents(URL)
    /// A `Contents.json` is not the JSON Xcode writes; `reason` says what was wrong.
    case malformedContents(URL, reason: String)
    /// A colour set entry has components that are not numbers (floats, 0–255 integers or hex).
    case invalidColor(URL, reason: String)

    public var description: String {
        switch self {
        case .notAFolder(let url): "\(url.path): not an asset catalog folder"
        case .missingContents(let url): "\(url.path): no Contents.json"
        case .malformedContents(let url, let reason): "\(url.path): malformed Contents.json (\(reason))"
        case .invalidColor(let url, let reason): "\(url.path): invalid colour (\(reason))"
        }
    }
}
