import Foundation

/// A view after layout: its frame in the root's coordinate space (points,
/// origin top-left) and its placed children. Recording it gives the display list.
package struct PlacedView: Sendable, CustomStringConvertible {
    /// The kind of view, e.g. `"Text"`, `"HStack"`, `"Rectangle"`, `"padding"`.
    package var name: String
    /// The view's `accessibilityIdentifier`, if it has one.
    package var identifier: String?
    /// The frame in root coordinates.
    package var frame: CGRect
    /// The placed subviews, in the order of the view's content (drawing follows it, reordered by `zIndex`).
    package var children: [PlacedView] = []
    /// The string of a `Text`.
    package var text: String?
    /// What the view draws itself, before its children.
    var items: [DisplayItem] = []
    /// Compositing applied to the view's own drawing and its children as a unit.
    var group: DisplayGroup?
    /// A colour effect (`colorInvert`, `saturation`, …) applied to every colour the subtree records.
    var colorMatrix: ColorMatrix?
    /// Drawing order among siblings (`zIndex`): higher draws later; ties keep their order.
    var zIndex: Double = 0

    init(node: LayoutNode, frame: CGRect, children: [PlacedView] = [], items: [DisplayItem] = []) {
        name = node.name; identifier = node.identifier; self.frame = frame
        self.children = children; self.items = items
    }

    /// The drawing operations of this view and its subtree, in order.
    func record(into out: inout [DisplayItem]) {
        if let colorMatrix {
            var inner: [DisplayItem] = []
            var plain = self
            plain.colorMatrix = nil
            plain.record(into: &inner)
            out.append(contentsOf: inner.map { colorMatrix.apply(to: $0) })
            return
        }
        if var group {
            var inner: [DisplayItem] = []
            inner.append(contentsOf: items)
            for child in drawingOrder { child.record(into: &inner) }
            group.items = inner
            out.append(.group(group))
        } else {
            out.append(contentsOf: items)
            for child in drawingOrder { child.record(into: &out) }
        }
    }

    /// The children in drawing order: by `zIndex` (of the child or the view it wraps), stable.
    private var drawingOrder: [PlacedView] {
        guard children.contains(where: { $0.effectiveZIndex != 0 }) else { return children }
        return children.enumerated().sorted { a, b in
            a.element.effectiveZIndex != b.element.effectiveZIndex
                ? a.element.effectiveZIndex < b.element.effectiveZIndex : a.offset < b.offset
        }.map(\.element)
    }

    /// A view's `zIndex`, looking through single-child wrappers placed around it (padding, frames).
    private var effectiveZIndex: Double {
        if zIndex != 0 { return zIndex }
        return children.count == 1 && items.isEmpty && group == nil ? children[0].effectiveZIndex : 0
    }

    /// Depth-first search of this view and its descendants.
    package func first(where predicate: (PlacedView) -> Bool) -> PlacedView? {
        if predicate(self) { return self }
        for c in children { if let hit = c.first(where: predicate) { return hit } }
        return nil
    }
    /// The placed view with an `accessibilityIdentifier`.
    package subscript(identifier: String) -> PlacedView? { first { $0.identifier == identifier } }
    /// Every placed view of a kind, in drawing order.
    package func all(named name: String) -> [PlacedView] {
        (self.name == name ? [self] : []) + children.flatMap { $0.all(named: name) }
    }

    package var description: String { dump(indent: 0) }
    private func dump(indent: Int) -> String {
        let pad = String(repeating: "  ", count: indent)
        var s = "\(pad)\(name)\(identifier.map { " #\($0)" } ?? "")\(text.map { " \"\($0)\"" } ?? "") \(frame)\n"
        for c in children { s += c.dump(indent: indent + 1) }
        return s
    }
}
