import Foundation

/// The device screen and its safe area while a hosted render places its views (root coordinates).
///
/// A hosting controller proposes its root view the safe area and centres it there; views that ignore the
/// safe area (`ignoresSafeArea`, a `background` filled with a style, a grouped list's background) grow on each
/// edge where they reach the safe area's edge, out to the screen's. Outside a hosted render there is no scope
/// and nothing grows: `ImageRenderer` has no screen.
struct SafeAreaScope: Sendable {
    /// The whole screen.
    var screen: CGRect
    /// The part of the screen not covered by the status bar, home indicator or navigation chrome.
    var safe: CGRect
    /// Whether the device has a home indicator (a bottom safe-area inset of its own, not a bar's): a Face ID
    /// iPhone, whose layout margins are 20 points even 375 points wide (`GroupedListNode.margin`).
    var hasHomeIndicator = false

    @TaskLocal static var current: SafeAreaScope?

    /// `rect` grown to the screen's edge on each of `edges` where it reaches the safe area's edge
    /// (within a quarter point, as frames are rounded to device pixels).
    func extend(_ rect: CGRect, edges: Edge.Set) -> CGRect {
        let slack: CGFloat = 0.25
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        if edges.contains(.top), abs(minY - safe.minY) <= slack || minY < safe.minY { minY = min(minY, screen.minY) }
        if edges.contains(.bottom), abs(maxY - safe.maxY) <= slack || maxY > safe.maxY {
            maxY = max(maxY, screen.maxY)
        }
        if edges.contains(.leading), abs(minX - safe.minX) <= slack || minX < safe.minX {
            minX = min(minX, screen.minX)
        }
        if edges.contains(.trailing), abs(maxX - safe.maxX) <= slack || maxX > safe.maxX {
            maxX = max(maxX, screen.maxX)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `rect` grown under the safe area where a view ignoring `edges` would grow; unchanged outside a hosted render.
    static func extend(_ rect: CGRect, edges: Edge.Set) -> CGRect {
        current?.extend(rect, edges: edges) ?? rect
    }

    /// The scope for content below (or above) bars: the safe area shrunk by `insets`, the screen unchanged. Outside a
    /// hosted render the bars' container is the screen.
    static func inset(_ insets: EdgeInsets, container: CGRect) -> SafeAreaScope {
        let base = current ?? SafeAreaScope(screen: container, safe: container)
        let safe = CGRect(x: base.safe.minX + insets.leading, y: base.safe.minY + insets.top,
                          width: max(0, base.safe.width - insets.leading - insets.trailing),
                          height: max(0, base.safe.height - insets.top - insets.bottom))
        return SafeAreaScope(screen: base.screen, safe: safe, hasHomeIndicator: base.hasHomeIndicator)
    }
}

/// `ignoresSafeArea(_:edges:)` and the style `background`'s `ignoresSafeAreaEdges`: the child is laid out in its
/// own frame, then placed in that frame grown under the safe area (`SafeAreaScope`).
final class SafeAreaIgnoringNode: WrapperNode {
    let edges: Edge.Set
    init(edges: Edge.Set, child: LayoutNode) {
        self.edges = edges
        super.init(name: "ignoresSafeArea", child: child)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { child.sizeThatFits(p) }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        let grown = SafeAreaScope.extend(rect, edges: edges)
        guard grown != rect else {
            return PlacedView(node: self, frame: rect, children: [child.place(in: rect, proposal: proposal)])
        }
        let p = ProposedViewSize(grown.size)
        let s = child.sizeThatFits(p)
        let inner = CGRect(x: grown.midX - s.width / 2, y: grown.midY - s.height / 2, width: s.width, height: s.height)
        return PlacedView(node: self, frame: grown, children: [child.place(in: inner, proposal: p)])
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        child.explicitAlignment(key, size: size)
    }
}
