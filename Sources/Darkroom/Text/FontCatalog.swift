import CCairo
import Foundation

/// What fontconfig knows about installed font families.
public enum FontCatalog {
    /// Whether fontconfig has a family of this exact name (case-insensitive), e.g. "Inter".
    public static func hasFamily(_ name: String) -> Bool {
        guard let pattern = FcPatternCreate() else { return false }
        defer { FcPatternDestroy(pattern) }
        _ = name.withCString {
            FcPatternAddString(pattern, "family", UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self))
        }
        guard let objects = FcObjectSetCreate() else { return false }
        defer { FcObjectSetDestroy(objects) }
        _ = FcObjectSetAdd(objects, "family")
        guard let list = FcFontList(nil, pattern, objects) else { return false }
        defer { FcFontSetDestroy(list) }
        return list.pointee.nfont > 0
    }

    /// Whether Inter's Display cut (fonts-inter 4) is installed; checked once.
    static let hasDisplayCut = hasFamily("Inter Display")
}
