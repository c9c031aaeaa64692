import Foundation

/// A view after layout: its frame in the root's coordinate space (points,
/// origin top-left) and its placed children. Recording it gives the display list.
public struct PlacedView: Sendable, CustomStringConvertible {
    /// The kind of view, e.g. `"Text"`, `"HStack"`, `"Rectangle"`, `"padding"`.
    public var name: String
    /// The view's `accessibilityIdentifier`, if it has one.
    public var identifier: String?
    /// The frame in root coordinates.
    public var frame: CGRect
    public var children: [PlacedView] = []
    /// The string of a `Text`.
    public var text: String?
    /// What the view draws itself, before its children.
    var items: [DisplayItem] = []
    /// Compositing applied to the view's own drawing and its children as a unit.
    var group: DisplayGroup?

    init(node: LayoutNode, frame: CGRect, children: [PlacedView] = [], items: [DisplayItem] = []) {
        name = node.name; identifier = node.identifier; self.frame = frame
        self.children = children; self.items = items
    }

    /// The drawing operations of this view and its subtree, in order.
    func record(into out: inout [DisplayItem]) {
        if var group {
            var inner: [DisplayItem] = []
            inner.append(contentsOf: items)
            for child in children { child.record(into: &inner) }
            group.items = inner
            out.append(.group(group))
        } else {
            out.append(contentsOf: items)
            for child in children { child.record(into: &out) }
        }
    }

    /// Depth-first search of this view and its descendants.
    public func first(where predicate: (PlacedView) -> Bool) -> PlacedView? {
        if predicate(self) { return self }
        for c in children { if let hit = c.first(where: predicate) { return hit } }
        return nil
    }
    /// The placed view with an `accessibilityIdentifier`.
    public subscript(identifier: String) -> PlacedView? { first { $0.identifier == identifier } }
    /// Every placed view of a kind, in drawing order.
    public func all(named name: String) -> [PlacedView] {
        (self.name == name ? [self] : []) + children.flatMap { $0.all(named: name) }
    }

    public var description: String { dump(indent: 0) }
    private func dump(indent: Int) -> String {
        let pad = String(repeating: "  ", count: indent)
        var s = "\(pad)\(name)\(identifier.map { " #\($0)" } ?? "")\(text.map { " \"\($0)\"" } ?? "") \(frame)\n"
        for c in children { s += c.dump(indent: indent + 1) }
        return s
    }
}
