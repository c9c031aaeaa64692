import Foundation

/// Plain rows inset from the edges on iOS; Darkroom draws it as `.plain`.
public struct InsetListStyle: ListStyle, ListLookProviding {
    /// The style.
    public init() {}
    var look: ListLook? { .plain }
}

extension ListStyle where Self == InsetListStyle {
    /// Plain rows inset from the edges on iOS; Darkroom draws it as `.plain`.
    public static var inset: InsetListStyle { .init() }
}
