@_spi(Previews) import DarkroomCompat
import Foundation

/// Splits a `PreviewProvider`'s `previews` into the previews Xcode shows: each child of a top-level `Group`,
/// `ForEach` or list of views is a preview of its own. Modifiers on the group apply to each child, as
/// SwiftUI applies them, and the preview modifiers (`previewDisplayName`, `previewLayout`, `previewDevice`,
/// `previewInterfaceOrientation`, `preferredColorScheme`) are read back from the view values at run time,
/// so `ForEach` over data works as in Xcode.
@MainActor
enum PreviewSplitter {
    /// One preview's view (with every modifier, drawn as is) and what its preview modifiers say.
    struct Piece {
        var view: any View
        var attributes: PreviewAttributeValues
    }

    /// The pieces of `view`; with `split` false, the view as one piece.
    static func pieces(of view: any View, split: Bool) -> [Piece] {
        let views = split ? (children(of: view) ?? [view]) : [view]
        return views.map { Piece(view: $0, attributes: attributes(of: $0)) }
    }

    /// The previews inside `view`: the children of the group it wraps, each wrapped again in the modifiers
    /// around the group, flattened through nested groups; `nil` when `view` is not a group.
    static func children(of view: any View) -> [any View]? {
        if let wrapper = view as? PreviewWrapping {
            return children(of: wrapper.wrappedContent).map { $0.map(wrapper.rewrap) }
        }
        let direct: [any View]
        if let splittable = view as? PreviewSplittable {
            direct = splittable.previewChildren
        } else if String(describing: type(of: view)).hasPrefix("TupleView<") {
            guard let value = Mirror(reflecting: view).children.first(where: { $0.label == "value" })?.value else {
                return nil
            }
            direct = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
        } else {
            return nil
        }
        return direct.flatMap { children(of: $0) ?? [$0] }
    }

    /// The preview modifiers on `view`, read from the outside in; the outermost of each wins, as the last
    /// modifier written does in Xcode.
    static func attributes(of view: any View) -> PreviewAttributeValues {
        var found = PreviewAttributeValues()
        var current: any View = view
        while let wrapper = current as? PreviewWrapping {
            if let reading = current as? PreviewAttributeReading {
                let inner = reading.previewAttributes
                if found.layout == nil { found.layout = inner.layout }
                if found.displayName == nil { found.displayName = inner.displayName }
                if found.device == nil { found.device = inner.device }
                if found.orientation == nil { found.orientation = inner.orientation }
                if found.colorScheme == nil { found.colorScheme = inner.colorScheme }
            }
            current = wrapper.wrappedContent
        }
        return found
    }
}

/// A view that wraps one other view: a modifier's content or a preview attribute's.
@MainActor
protocol PreviewWrapping {
    var wrappedContent: any View { get }
    /// The same wrapper around another view.
    func rewrap(_ view: any View) -> any View
}

extension ModifiedContent: PreviewWrapping where Content: View, Modifier: ViewModifier {
    var wrappedContent: any View { content }
    func rewrap(_ view: any View) -> any View {
        func wrap<Inner: View>(_ inner: Inner) -> any View { ModifiedContent<Inner, Modifier>(content: inner,
                                                                                                  modifier: modifier) }
        return wrap(view)
    }
}

extension PreviewAttributes: PreviewWrapping {
    var wrappedContent: any View { content }
    func rewrap(_ view: any View) -> any View {
        func wrap<Inner: View>(_ inner: Inner) -> any View { PreviewAttributes<Inner>(content: inner,
                                                                                      attributes: attributes) }
        return wrap(view)
    }
}

/// Containers whose children are separate previews.
@MainActor
protocol PreviewSplittable {
    var previewChildren: [any View] { get }
}

extension Group: PreviewSplittable where Content: View {
    @MainActor var previewChildren: [any View] { [content] }
}

extension ForEach: PreviewSplittable where Content: View {
    @MainActor var previewChildren: [any View] { data.map { content($0) } }
}
